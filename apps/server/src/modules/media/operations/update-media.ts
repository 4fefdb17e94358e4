import type { MediaItem, UpdateMediaInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { cleanFileName } from '../file-name.js'
import { findFolderById } from '../media-folders.repository.js'
import { folderNotFound, mediaNotFound, toMediaItem, type MediaEnv } from '../media-view.js'
import { updateMedia as updateInDb } from '../media.repository.js'

/**
 * Renames a file (cleaned as uploaded names are), changes its alt text or moves it (`folderId`
 * null: out of any folder). Editors only. The bytes stay where they are: keys are by id.
 */
export async function updateMedia(
  ctx: OperationContext,
  env: MediaEnv,
  id: string,
  input: UpdateMediaInput,
): Promise<MediaItem> {
  const actor = await requireCapability(ctx, 'media.upload')
  const row = await withTransaction(ctx, async (trx) => {
    if (input.folderId && !(await findFolderById(trx.db, input.folderId))) {
      throw folderNotFound()
    }
    const updated = await updateInDb(trx.db, id, {
      ...input,
      ...(input.name === undefined ? {} : { name: cleanFileName(input.name) }),
      updatedAt: nowIso(),
    })
    if (!updated) throw mediaNotFound()
    return updated
  })
  ctx.logger.info({ mediaId: id, by: actor.userId }, 'media updated')
  return toMediaItem(env, row)
}
