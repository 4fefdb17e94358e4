import { billingMessages } from '@folio/schema'
import type Stripe from 'stripe'

import type { StripeConfig } from '../../config/config.js'
import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'

export type StripeClient = Stripe

/**
 * The SDK once a client was created: an installation that sells nothing never loads it, and
 * without a client no Stripe error can occur.
 */
let sdk: typeof Stripe | null = null

/** The SDK, pointed at STRIPE_API_URL when set (a local Stripe-compatible server). */
export async function createStripeClient(config: StripeConfig): Promise<StripeClient> {
  const StripeSdk = (sdk ??= (await import('stripe')).default)
  const target = config.apiUrl ? new URL(config.apiUrl) : null
  const protocol = target?.protocol === 'http:' ? 'http' : 'https'
  return new StripeSdk(config.secretKey, {
    // One retry rides out a dropped connection; the SDK adds idempotency keys to retried POSTs.
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'Folio' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (protocol === 'http' ? 80 : 443),
          protocol,
        }
      : {}),
  })
}

export interface StripeAccess {
  stripe: StripeClient
  config: StripeConfig
}

/** The Stripe client and keys; a self-hosted installation has nothing to pay (422). */
export function requireStripe(
  ctx: Pick<OperationContext, 'billing'>,
  stripe: StripeClient | null,
): StripeAccess {
  const config = ctx.billing?.stripe
  if (!config || !stripe) throw new AppError('not_configured', billingMessages.notConfigured)
  return { stripe, config }
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return sdk !== null && error instanceof sdk.errors.StripeError
}

/** Stripe's 404: the object does not exist (or not in this account). */
export function isStripeNotFound(error: unknown): boolean {
  return isStripeError(error) && error.statusCode === 404
}

export function isCardDeclined(error: unknown): error is Stripe.errors.StripeCardError {
  return sdk !== null && error instanceof sdk.errors.StripeCardError
}

/**
 * Turns a failed Stripe call into a 502 the browser can show; the log keeps Stripe's words,
 * which may name keys or accounts. Anything that is not Stripe's is thrown on as it is.
 */
export function stripeFailure(ctx: Pick<OperationContext, 'logger'>, error: unknown): never {
  if (!isStripeError(error)) throw error
  ctx.logger.warn(
    { err: error, stripeType: error.type, stripeCode: error.code },
    'Stripe request failed',
  )
  throw new AppError('upstream_error', billingMessages.providerUnavailable)
}
