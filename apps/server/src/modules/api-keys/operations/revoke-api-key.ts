import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { apiKeyNotFound } from '../api-key-view.js'
import { deleteApiKey, findApiKey } from '../api-keys.repository.js'

/** Deletes a key: its next request is refused with 401. Admins. */
export async function revokeApiKey(ctx: OperationContext, id: string): Promise<void> {
  const actor = accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    const key = await findApiKey(trx.db, id)
    if (!key || !(await deleteApiKey(trx.db, id))) throw apiKeyNotFound()
    await recordSettingChange(trx.db, actor, {
      area: 'api-keys',
      action: 'deleted',
      target: key.name,
      summary: `API key “${key.name}” revoked`,
      before: { name: key.name, scope: key.scope, prefix: key.prefix },
    })
  })
  ctx.logger.info({ apiKeyId: id, by: actor.userId }, 'API key revoked')
}
