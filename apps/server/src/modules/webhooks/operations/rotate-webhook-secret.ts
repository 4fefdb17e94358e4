import type { WebhookWithSecret } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { generateWebhookSecret, type WebhookDeliveryOptions } from '../webhook-signing.js'
import { webhookNotFound } from '../webhook-view.js'
import { updateWebhookSecret } from '../webhooks.repository.js'
import { requireWebhook } from './get-webhook.js'

/**
 * Replaces a webhook's signing secret and shows the new one, once. Every attempt from now on,
 * retries of older deliveries included, is signed with it. Admins only.
 */
export async function rotateWebhookSecret(
  ctx: OperationContext,
  options: Pick<WebhookDeliveryOptions, 'secretBox'>,
  id: string,
): Promise<WebhookWithSecret> {
  const actor = accessOf(ctx).requireRole('admin')
  const secret = generateWebhookSecret()
  const sealed = options.secretBox.seal(secret)
  return withTransaction(ctx, async (trx) => {
    if (!(await updateWebhookSecret(trx.db, id, sealed, nowIso()))) throw webhookNotFound()
    const webhook = await requireWebhook(trx, id)
    await recordSettingChange(trx.db, actor, {
      area: 'webhooks',
      action: 'updated',
      target: webhook.name,
      summary: `Webhook “${webhook.name}” signing secret rotated`,
      before: { secret: '(old)' },
      after: { secret: '(changed)' },
    })
    trx.logger.info({ webhookId: id, by: actor.userId }, 'webhook secret rotated')
    return { ...webhook, secret }
  })
}
