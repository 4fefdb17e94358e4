import type { MediaFolder, MediaFolderInput } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { guardUnique } from '../../../lib/unique-guard.js'
import { folderNameConflict, toMediaFolder } from '../media-folder-view.js'
import {
  findFolderWithCount,
  folderNameConstraint,
  folderNameKey,
  folderNameTaken,
  renameFolder,
} from '../media-folders.repository.js'
import { folderNotFound } from '../media-view.js'

/** Renames a folder; 409 when another folder has the name, whatever its case. Editors. */
export async function renameMediaFolder(
  ctx: OperationContext,
  id: string,
  input: MediaFolderInput,
): Promise<MediaFolder> {
  const actor = await requireCapability(ctx, 'media.upload')
  const name = input.name.trim()
  if (await folderNameTaken(ctx.db, folderNameKey(name), id)) throw folderNameConflict()
  const renamed = await guardUnique(
    ctx,
    folderNameConstraint,
    folderNameConflict,
    renameFolder(ctx.db, id, name),
  )
  const folder = renamed ? await findFolderWithCount(ctx.db, id) : undefined
  if (!folder) throw folderNotFound()
  ctx.logger.info({ folderId: id, by: actor.userId }, 'media folder renamed')
  return toMediaFolder(folder)
}
