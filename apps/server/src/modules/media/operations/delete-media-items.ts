import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { beforeDeleting, mediaChanged } from '../media-change.js'
import { removeMediaBytes } from '../media-bytes.js'
import type { MediaEnv } from '../media-view.js'
import { deleteMediaRows, findMediaByIds } from '../media.repository.js'

/**
 * Deletes files: their rows and a `media.deleted` event each in one transaction, then their
 * bytes. Ids that do not exist (deleted meanwhile) are skipped. Answers how many were deleted.
 */
export async function deleteMediaItems(
  ctx: OperationContext,
  env: MediaEnv,
  ids: readonly string[],
): Promise<number> {
  const actor = await requireCapability(ctx, 'media.delete')
  const unique = [...new Set(ids)]
  const deleted = await withTransaction(ctx, async (trx) => {
    const changes = await beforeDeleting(trx, env, await findMediaByIds(trx.db, unique))
    const rows = await deleteMediaRows(trx.db, unique)
    for (const change of changes) await mediaChanged(trx, change)
    return rows.map((row) => row.id)
  })
  await removeMediaBytes(ctx, env.storage, deleted)
  ctx.logger.info({ mediaIds: deleted, by: actor.userId }, 'media deleted')
  return deleted.length
}
