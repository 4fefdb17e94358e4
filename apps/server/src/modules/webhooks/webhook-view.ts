import { webhookMessages } from '@folio/schema'
import type { Webhook, WebhookDelivery, WebhookDeliveryStatus, WebhookEvent } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { DeliveryRow } from './deliveries.repository.js'
import type { WebhookListRow } from './webhooks.repository.js'

export function webhookNotFound(): AppError {
  return new AppError('not_found', webhookMessages.notFound)
}

export function deliveryNotFound(): AppError {
  return new AppError('not_found', webhookMessages.deliveryNotFound)
}

/** A webhook as the API answers it; the secret never leaves except at creation or rotation. */
export function toWebhook(row: WebhookListRow): Webhook {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEvent[],
    enabled: row.enabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastDeliveryStatus: row.last_delivery_status as WebhookDeliveryStatus | null,
  }
}

export function toWebhookDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    event: row.event,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    responseStatus: row.response_status,
    durationMs: row.duration_ms,
    error: row.error,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    payload: JSON.parse(row.payload) as unknown,
  }
}
