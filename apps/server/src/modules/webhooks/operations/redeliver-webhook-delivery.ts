import { webhookMessages } from '@folio/schema'
import type { WebhookDelivery } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { attemptNow } from '../attempt-delivery.js'
import { findDelivery, requeueDelivery } from '../deliveries.repository.js'
import type { WebhookDeliveryOptions } from '../webhook-signing.js'
import { deliveryNotFound, toWebhookDelivery } from '../webhook-view.js'
import { requireWebhook } from './get-webhook.js'

/**
 * "Redeliver": puts a delivery (failed, succeeded or still waiting) back in the queue with a
 * fresh retry schedule and attempts it at once. The body and the `Folio-Delivery` id stay the
 * same, so a receiver that already handled it can tell. Answers the delivery after that
 * attempt. Admins only.
 */
export async function redeliverWebhookDelivery(
  ctx: OperationContext,
  options: WebhookDeliveryOptions,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  accessOf(ctx).requireRole('admin')
  await requireWebhook(ctx, webhookId)
  if (!(await findDelivery(ctx.db, webhookId, deliveryId))) throw deliveryNotFound()
  if (!(await requeueDelivery(ctx.db, webhookId, deliveryId, nowIso()))) {
    throw new AppError('conflict', webhookMessages.deliveryInFlight)
  }
  await attemptNow(ctx, options, deliveryId)
  const row = await findDelivery(ctx.db, webhookId, deliveryId)
  if (!row) throw deliveryNotFound()
  return toWebhookDelivery(row)
}
