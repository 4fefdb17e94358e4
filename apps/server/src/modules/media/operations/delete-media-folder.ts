import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { beforeDeleting, mediaChanged } from '../media-change.js'
import { removeMediaBytes } from '../media-bytes.js'
import { deleteFolder, findFolderById } from '../media-folders.repository.js'
import { folderNotFound, type MediaEnv } from '../media-view.js'
import {
  deleteMediaInFolder,
  findMediaInFolder,
  moveFolderMediaToRoot,
} from '../media.repository.js'

/**
 * Deletes a folder, in one transaction with what happens to its files: `move` takes them out
 * to the root, `delete` deletes them (a `media.deleted` event each, then their bytes once the
 * transaction is committed). Editors only.
 */
export async function deleteMediaFolder(
  ctx: OperationContext,
  env: MediaEnv,
  id: string,
  files: 'move' | 'delete',
): Promise<void> {
  const actor = await requireCapability(ctx, 'media.delete')
  const deletedIds = await withTransaction(ctx, async (trx) => {
    if (!(await findFolderById(trx.db, id))) throw folderNotFound()
    let deleted: string[] = []
    if (files === 'delete') {
      const changes = await beforeDeleting(trx, env, await findMediaInFolder(trx.db, id))
      const rows = await deleteMediaInFolder(trx.db, id)
      for (const change of changes) await mediaChanged(trx, change)
      deleted = rows.map((row) => row.id)
    } else {
      await moveFolderMediaToRoot(trx.db, id, nowIso())
    }
    await deleteFolder(trx.db, id)
    return deleted
  })
  await removeMediaBytes(ctx, env.storage, deletedIds)
  ctx.logger.info(
    { folderId: id, files, deleted: deletedIds.length, by: actor.userId },
    'media folder deleted',
  )
}
