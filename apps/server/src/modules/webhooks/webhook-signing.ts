import { createHmac, randomBytes } from 'node:crypto'

import { createSecretBox, type SecretBox } from '../../lib/secret-box.js'
import type { Config } from '../../config/config.js'
import type { OutboundFetch } from '../../lib/outbound/guarded-fetch.js'

/** The settings and keys the delivery operations need, built once from the config. */
export interface WebhookDeliveryOptions {
  /** Seals and opens the signing secrets kept in the database. */
  secretBox: SecretBox
  retryBaseMs: number
  maxAttempts: number
  timeoutMs: number
  /** Deliveries in flight at once, so one slow receiver does not hold up the others. */
  concurrency: number
  /** The guarded client: receivers at local or metadata addresses are refused. */
  fetch: OutboundFetch
}

export function webhookDeliveryOptions(
  config: Pick<Config, 'secret' | 'webhooks'>,
  fetch: OutboundFetch,
): WebhookDeliveryOptions {
  return {
    secretBox: createSecretBox(config.secret, 'webhook-secret'),
    ...config.webhooks,
    concurrency: 4,
    fetch,
  }
}

/** A new signing secret: `whsec_` and 32 random bytes. The whole string is the HMAC key. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`
}

/**
 * The `Folio-Signature` value of a body sent at `timestamp` (unix seconds):
 * `t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`. Signing the time with the body
 * lets a receiver refuse an old request replayed later.
 */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${mac}`
}
