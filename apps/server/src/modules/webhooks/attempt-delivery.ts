import { nowIso } from '../../lib/clock.js'
import type { OperationContext } from '../../lib/context.js'
import {
  claimDelivery,
  recordAttempt,
  type AttemptOutcome,
  type ClaimedDelivery,
} from './deliveries.repository.js'
import { sendDelivery, type DeliveryResponse } from './send-delivery.js'
import type { WebhookDeliveryOptions } from './webhook-signing.js'
import { findWebhookTarget } from './webhooks.repository.js'

/**
 * How long a claim holds a delivery: twice the request timeout, so the attempt has ended (it
 * is aborted at the timeout) well before another worker may take the row over.
 */
export function claimExpiry(options: WebhookDeliveryOptions, from = Date.now()): string {
  return new Date(from + options.timeoutMs * 2).toISOString()
}

/**
 * The wait after the `attempts`-th failure: retryBaseMs, doubled after each further failure,
 * give or take 10% so receivers that failed together are not retried all at the same instant.
 */
export function retryDelayMs(options: WebhookDeliveryOptions, attempts: number): number {
  const jitter = 0.9 + Math.random() * 0.2
  return Math.round(options.retryBaseMs * 2 ** (attempts - 1) * jitter)
}

/**
 * Sends a delivery this worker has claimed and records the outcome: succeeded on a 2xx,
 * otherwise pending again with the next retry time, or failed once maxAttempts is reached.
 * Every path that sends (the scheduler, test events, redelivery) goes through here.
 */
export async function attemptClaimedDelivery(
  ctx: OperationContext,
  options: WebhookDeliveryOptions,
  claimed: ClaimedDelivery,
): Promise<void> {
  const target = await findWebhookTarget(ctx.db, claimed.webhook_id)
  // The webhook was deleted after the claim; its deliveries went with it.
  if (!target) return

  const response = await send(options, target, claimed)
  const attempts = claimed.attempts + 1
  const attemptedAt = nowIso()
  const retry = !response.ok && attempts < options.maxAttempts
  const outcome: AttemptOutcome = {
    status: response.ok ? 'succeeded' : retry ? 'pending' : 'failed',
    responseStatus: response.responseStatus,
    durationMs: response.durationMs,
    error: response.error,
    attemptedAt,
    nextAttemptAt: retry
      ? new Date(Date.parse(attemptedAt) + retryDelayMs(options, attempts)).toISOString()
      : null,
  }
  const saved = await recordAttempt(ctx.db, claimed, outcome)
  const log = { deliveryId: claimed.id, webhookId: claimed.webhook_id, attempts }
  if (!saved) {
    ctx.logger.warn(log, 'webhook delivery claim lapsed before its result was saved')
  } else if (outcome.status === 'failed') {
    ctx.logger.warn(
      { ...log, error: response.error, detail: response.detail },
      'webhook delivery failed for good',
    )
  } else if (outcome.status === 'pending') {
    ctx.logger.info(
      { ...log, error: response.error, detail: response.detail },
      'webhook delivery failed, will retry',
    )
  }
}

/**
 * Sends one pending delivery right away, when an admin asks (test event, redelivery), through
 * the same claim as the scheduler: if a worker holds it already, that worker's attempt counts.
 */
export async function attemptNow(
  ctx: OperationContext,
  options: WebhookDeliveryOptions,
  deliveryId: string,
): Promise<void> {
  const claimed = await claimDelivery(ctx.db, deliveryId, nowIso(), claimExpiry(options))
  if (claimed) await attemptClaimedDelivery(ctx, options, claimed)
}

async function send(
  options: WebhookDeliveryOptions,
  target: { url: string; secret_sealed: string },
  claimed: ClaimedDelivery,
): Promise<DeliveryResponse> {
  let secret: string
  try {
    secret = options.secretBox.open(target.secret_sealed)
  } catch {
    // Nothing unsigned ever leaves: a secret sealed under another FOLIO_SECRET fails the attempt.
    return {
      ok: false,
      responseStatus: null,
      durationMs: null,
      error: 'The signing secret cannot be read (FOLIO_SECRET changed?); rotate the secret',
      detail: null,
    }
  }
  return sendDelivery(options.fetch, {
    url: target.url,
    secret,
    event: claimed.event,
    deliveryId: claimed.id,
    body: claimed.payload,
    timeoutMs: options.timeoutMs,
  })
}
