import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { mediaChanged } from '../media-change.js'
import { removeMediaBytes } from '../media-bytes.js'
import { toMediaItem, type MediaEnv } from '../media-view.js'
import { deleteMediaRows } from '../media.repository.js'

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
    const rows = await deleteMediaRows(trx.db, unique)
    for (const row of rows) await mediaChanged(trx, 'delete', toMediaItem(env, row))
    return rows.map((row) => row.id)
  })
  await removeMediaBytes(ctx, env.storage, deleted)
  ctx.logger.info({ mediaIds: deleted, by: actor.userId }, 'media deleted')
  return deleted.length
}
