import { z } from 'zod'

import { commonMessages } from './common.js'
import { pageQuerySchema } from './paging.js'

/** Events a webhook can subscribe to. */
export const webhookEvents = [
  'item.created',
  'item.updated',
  'item.published',
  'item.unpublished',
  'item.deleted',
  'content_type.changed',
  'media.uploaded',
  'media.deleted',
] as const
export type WebhookEvent = (typeof webhookEvents)[number]

/** The event "Send test event" delivers; it reaches a webhook whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

export const webhookEventLabels: Record<WebhookEvent, string> = {
  'item.created': 'Item created',
  'item.updated': 'Item updated',
  'item.published': 'Item published',
  'item.unpublished': 'Item unpublished',
  'item.deleted': 'Item deleted',
  'content_type.changed': 'Content type changed',
  'media.uploaded': 'Media uploaded',
  'media.deleted': 'Media deleted',
}

/**
 * Folio's own headers of every delivery. The signature is `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>" under the webhook's secret>`, so a receiver can reject replays. Every
 * delivery also carries the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`).
 */
export const webhookHeaders = {
  signature: 'Folio-Signature',
  event: 'Folio-Event',
  delivery: 'Folio-Delivery',
} as const

export const webhookMessages = {
  urlRequired: 'URL is required',
  urlInvalid: 'Enter an http:// or https:// URL',
  eventsRequired: 'Choose at least one event',
  nameRequired: commonMessages.nameRequired,
  /** A delivery's error when the receiver's address is local or metadata and not allowed. */
  deliveryRefused: 'refused: address not allowed',
  /**
   * A delivery's error for every attempt without an HTTP answer (closed port, reset, time-out,
   * not HTTP): one word, so the log cannot be used to scan which ports are open.
   */
  deliveryFailed: 'failed',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  deliveryInFlight: 'This delivery is being sent right now; try again shortly',
} as const

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number]

/** A webhook as Settings → Webhooks lists it. The secret is shown once, at creation. */
export const webhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Status of the most recent delivery, for the list's at-a-glance health. */
  lastDeliveryStatus: z.enum(webhookDeliveryStatuses).nullable(),
})
export type Webhook = z.infer<typeof webhookSchema>

export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() })
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>

/** `POST /api/v1/webhooks` and `PUT /api/v1/webhooks/{id}` */
export const webhookInputSchema = z.object({
  name: z.string().trim().min(1, webhookMessages.nameRequired).max(100),
  url: z
    .string()
    .trim()
    .min(1, webhookMessages.urlRequired)
    .refine((url) => /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(url), {
      message: webhookMessages.urlInvalid,
    }),
  events: z.array(z.enum(webhookEvents)).min(1, webhookMessages.eventsRequired),
  enabled: z.boolean().default(true),
})
export type WebhookInput = z.input<typeof webhookInputSchema>
export type ParsedWebhookInput = z.output<typeof webhookInputSchema>

/** One event sent (or being retried) to one webhook. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  event: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number(),
  /** HTTP status of the last attempt; null when it got no answer (refused, timed out). */
  responseStatus: z.number().nullable(),
  /** Milliseconds the last attempt took. */
  durationMs: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The JSON body that was (or will be) sent. */
  payload: z.unknown(),
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20

/** `GET /api/v1/webhooks/{id}/deliveries`: the delivery log, newest first. */
export const listWebhookDeliveriesQuerySchema = z.object({
  page: pageQuerySchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(WEBHOOK_DELIVERIES_PAGE_SIZE),
})
export type ListWebhookDeliveriesQuery = z.infer<typeof listWebhookDeliveriesQuerySchema>

export const webhookDeliveryPageSchema = z.object({
  data: z.array(webhookDeliverySchema),
  meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
})
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>
