import { WEBHOOK_TEST_EVENT, type WebhookDelivery } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { attemptNow } from '../attempt-delivery.js'
import { findDelivery } from '../deliveries.repository.js'
import type { WebhookDeliveryOptions } from '../webhook-signing.js'
import { deliveryNotFound, toWebhookDelivery } from '../webhook-view.js'
import { requireWebhook } from './get-webhook.js'
import { queueDeliveries } from './record-event.js'

/**
 * "Send test event": queues a `webhook.test` delivery to this webhook, whatever it subscribes
 * to and even while it is disabled, and attempts it at once. It is an ordinary delivery from
 * then on (signed the same, retried the same, in the log), so a passing test means real events
 * will arrive too. Answers the delivery after that first attempt. Admins only.
 */
export async function sendTestEvent(
  ctx: OperationContext,
  options: WebhookDeliveryOptions,
  webhookId: string,
): Promise<WebhookDelivery> {
  accessOf(ctx).requireRole('admin')
  const webhook = await requireWebhook(ctx, webhookId)
  const [deliveryId] = await queueDeliveries(ctx, [webhook.id], WEBHOOK_TEST_EVENT, {
    message: 'A test event from Folio: this webhook can receive deliveries.',
    webhook: { id: webhook.id, name: webhook.name, url: webhook.url },
  })
  await attemptNow(ctx, options, deliveryId!)
  const row = await findDelivery(ctx.db, webhook.id, deliveryId!)
  if (!row) throw deliveryNotFound()
  return toWebhookDelivery(row)
}
