import { billingMessages } from '@folio/schema'
import type Stripe from 'stripe'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { installationId, intentFacts } from '../payment-intent.js'
import { isEventHandled } from '../payments.repository.js'
import { readEventIntent, readStripeEvent } from '../stripe-event.js'
import { requireStripe, stripeFailure, type StripeClient } from '../stripe-client.js'
import { activatePremium, recordPaymentFailure } from './activate-premium.js'

export interface WebhookReceipt {
  received: true
  /** The event was handled before: nothing changed. */
  duplicate?: boolean
  /** Not an event this installation acts on: nothing changed. */
  ignored?: boolean
}

/**
 * A Stripe webhook. The signature over the raw body is the only thing that makes it Stripe's:
 * a missing or wrong one is refused before anything is read. An event already handled, one
 * about another installation's payment, or one of a type Folio does not act on is answered
 * 200 (so Stripe stops sending it) and changes nothing.
 */
export async function handleStripeEvent(
  ctx: OperationContext,
  stripeClient: StripeClient | null,
  rawBody: Buffer,
  signature: string | undefined,
  now: Date = new Date(),
): Promise<WebhookReceipt> {
  const { stripe, config } = requireStripe(ctx, stripeClient)
  let signed: Stripe.Event
  try {
    signed = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret)
  } catch (error) {
    ctx.logger.info({ err: error }, 'refused a Stripe webhook')
    throw new AppError('bad_request', billingMessages.invalidSignature)
  }
  const event = readStripeEvent(signed)
  if (await isEventHandled(ctx.db, event.id)) return { received: true, duplicate: true }
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
    return { received: true, ignored: true }
  }

  const sent = intentFacts(readEventIntent(event.data.object))
  if (sent.installation !== (await installationId(ctx.db))) return { received: true, ignored: true }
  const ref = { id: event.id, type: event.type }

  if (event.type === 'payment_intent.payment_failed') {
    const result = await recordPaymentFailure(ctx, sent, { now, event: ref })
    return result === 'duplicate_event' ? { received: true, duplicate: true } : { received: true }
  }
  // The event's copy names the charge by id only; Stripe's current object has the receipt.
  // When Stripe cannot be reached the 502 makes Stripe send the event again later.
  const current = await stripe.paymentIntents
    .retrieve(sent.id, { expand: ['latest_charge'] })
    .catch((error: unknown) => stripeFailure(ctx, error))
  const facts = intentFacts(current)
  if (facts.status !== 'succeeded') return { received: true, ignored: true }
  const result = await activatePremium(ctx, facts, { now, event: ref })
  return result === 'duplicate_event' ? { received: true, duplicate: true } : { received: true }
}
