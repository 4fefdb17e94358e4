import type { MediaFolder } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { toMediaFolder } from '../media-folder-view.js'
import { listFoldersWithCounts } from '../media-folders.repository.js'

/** Every folder by name, with how many files it holds now. Signed-in users. */
export async function listMediaFolders(ctx: OperationContext): Promise<MediaFolder[]> {
  await requireCapability(ctx, 'media.view')
  return (await listFoldersWithCounts(ctx.db)).map(toMediaFolder)
}
