import { randomUUID } from 'node:crypto'

import type { MediaFolder, MediaFolderInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { guardUnique } from '../../../lib/unique-guard.js'
import { folderNameConflict, toMediaFolder } from '../media-folder-view.js'
import {
  folderNameConstraint,
  folderNameKey,
  folderNameTaken,
  insertFolder,
} from '../media-folders.repository.js'

/** Creates an empty folder; 409 when another folder has the name, whatever its case. Editors. */
export async function createMediaFolder(
  ctx: OperationContext,
  input: MediaFolderInput,
): Promise<MediaFolder> {
  const actor = await requireCapability(ctx, 'media.upload')
  const name = input.name.trim()
  const nameKey = folderNameKey(name)
  if (await folderNameTaken(ctx.db, nameKey)) throw folderNameConflict()
  const folder = {
    id: randomUUID(),
    name,
    name_key: nameKey,
    created_at: nowIso(),
    created_by: actor.userId,
  }
  await guardUnique(ctx, folderNameConstraint, folderNameConflict, insertFolder(ctx.db, folder))
  ctx.logger.info({ folderId: folder.id, by: actor.userId }, 'media folder created')
  return toMediaFolder({ ...folder, item_count: 0 })
}
