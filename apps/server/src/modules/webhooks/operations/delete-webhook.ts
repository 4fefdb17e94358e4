import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { webhookForAudit } from '../webhook-audit.js'
import { requireWebhook } from './get-webhook.js'
import { webhookNotFound } from '../webhook-view.js'
import { deleteWebhook as deleteFromDb } from '../webhooks.repository.js'

/** Deletes a webhook with its delivery log and whatever it still had queued. Admins only. */
export async function deleteWebhook(ctx: OperationContext, id: string): Promise<void> {
  const actor = accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    const before = await requireWebhook(trx, id)
    if (!(await deleteFromDb(trx.db, id))) throw webhookNotFound()
    await recordSettingChange(trx.db, actor, {
      area: 'webhooks',
      action: 'deleted',
      target: before.name,
      summary: `Webhook “${before.name}” deleted`,
      before: webhookForAudit(before),
    })
    trx.logger.info({ webhookId: id, by: actor.userId }, 'webhook deleted')
  })
}
