import type { Webhook, ParsedWebhookInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { webhookForAudit } from '../webhook-audit.js'
import { webhookNotFound } from '../webhook-view.js'
import { updateWebhook as updateInDb } from '../webhooks.repository.js'
import { requireWebhook } from './get-webhook.js'

/**
 * Replaces a webhook's name, URL, events and enabled switch; the secret stays. Disabling it
 * stops new events from being queued for it, and deliveries already queued wait, unsent,
 * until it is enabled again. Admins only.
 */
export async function updateWebhook(
  ctx: OperationContext,
  id: string,
  input: ParsedWebhookInput,
): Promise<Webhook> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const before = await requireWebhook(trx, id)
    if (!(await updateInDb(trx.db, id, { ...input, updatedAt: nowIso() }))) throw webhookNotFound()
    const after = await requireWebhook(trx, id)
    await recordSettingChange(trx.db, actor, {
      area: 'webhooks',
      action: 'updated',
      target: after.name,
      summary: `Webhook “${after.name}” changed`,
      before: webhookForAudit(before),
      after: webhookForAudit(after),
    })
    trx.logger.info({ webhookId: id, by: actor.userId }, 'webhook updated')
    return after
  })
}
