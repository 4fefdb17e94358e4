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

/**
 * A new signing secret: `whsec_` and 32 random bytes in standard base64, the form Standard
 * Webhooks verifiers decode. The whole string is the `Folio-Signature` HMAC key.
 */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
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

/**
 * The Standard Webhooks headers of a delivery (standardwebhooks.com), which the
 * `standardwebhooks` and `svix` verifiers check: the key is the secret's bytes after `whsec_`,
 * the signed content `<id>.<timestamp>.<body>`. `id` stays the same across retries, so a
 * receiver can drop a delivery it has already handled.
 */
export function standardWebhookHeaders(
  secret: string,
  id: string,
  body: string,
  timestamp: number,
): Record<string, string> {
  // Node's base64 decoder also reads the url-safe alphabet of secrets made before this scheme.
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${mac}`,
  }
}
