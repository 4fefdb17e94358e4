import { randomUUID } from 'node:crypto'

import type { ContentItem, WebhookEvent } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { insertDeliveries } from '../deliveries.repository.js'
import { listEnabledSubscriptions } from '../webhooks.repository.js'

/**
 * The outbox: queues one delivery of `event` per enabled webhook subscribed to it, due now,
 * in the caller's transaction, so the event is saved exactly when the write that caused it
 * commits and a crash before sending loses nothing. The scheduler sends it. With no webhooks
 * this is one small read.
 */
export async function recordEvent(
  ctx: OperationContext,
  event: WebhookEvent,
  data: unknown,
): Promise<void> {
  const webhooks = await listEnabledSubscriptions(ctx.db)
  const subscribed = webhooks
    .filter((webhook) => (JSON.parse(webhook.events) as string[]).includes(event))
    .map((webhook) => webhook.id)
  await queueDeliveries(ctx, subscribed, event, data)
}

/**
 * Queues one delivery per webhook. Each body is serialized here, once: `{"id","event",
 * "createdAt","data"}` with the delivery's own id, which receivers can use to ignore repeats.
 */
export async function queueDeliveries(
  ctx: OperationContext,
  webhookIds: readonly string[],
  event: string,
  data: unknown,
): Promise<string[]> {
  if (webhookIds.length === 0) return []
  const createdAt = nowIso()
  const deliveries = webhookIds.map((webhookId) => {
    const id = randomUUID()
    const payload = JSON.stringify({ id, event, createdAt, data })
    return { id, webhookId, event, payload, createdAt }
  })
  await insertDeliveries(ctx.db, deliveries)
  return deliveries.map((delivery) => delivery.id)
}

/**
 * The events of an item's save: `item.created` (no previous status) or `item.updated`, then
 * `item.published` when it became published and `item.unpublished` when it stopped being so.
 */
export async function recordItemEvents(
  ctx: OperationContext,
  previousStatus: string | null,
  item: ContentItem,
): Promise<void> {
  await recordEvent(ctx, previousStatus === null ? 'item.created' : 'item.updated', item)
  const wasPublished = previousStatus === 'published'
  const isPublished = item.status === 'published'
  if (isPublished && !wasPublished) await recordEvent(ctx, 'item.published', item)
  if (wasPublished && !isPublished) await recordEvent(ctx, 'item.unpublished', item)
}
