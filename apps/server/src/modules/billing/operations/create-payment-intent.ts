import {
  BILLING_CURRENCY,
  billingMessages,
  planPriceCents,
  type CreatePaymentIntentInput,
  type PaymentIntentView,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { installationId, PAYMENT_DESCRIPTION } from '../payment-intent.js'
import { insertPayment } from '../payments.repository.js'
import { subscriptionStateAt } from '../subscription-state.js'
import { claimCustomerId, findSubscription } from '../subscription.repository.js'
import {
  requireStripe,
  stripeFailure,
  type StripeAccess,
  type StripeClient,
} from '../stripe-client.js'

/**
 * Starts paying for a month of Premium: a PaymentIntent for the plan table's price (never an
 * amount from the browser), tagged with this installation and the admin paying, whose client
 * secret lets the browser confirm the card with Stripe. The card is kept for renewals.
 * Premium itself comes only from Stripe's word: the webhook, or the status check.
 */
export async function createPaymentIntent(
  ctx: OperationContext,
  stripeClient: StripeClient | null,
  input: CreatePaymentIntentInput,
): Promise<PaymentIntentView> {
  const actor = accessOf(ctx).requireRole('admin')
  const access = requireStripe(ctx, stripeClient)
  const row = await findSubscription(ctx.db)
  if (subscriptionStateAt(row, new Date()).status === 'active') {
    throw new AppError('conflict', billingMessages.alreadyPremium)
  }

  const amount = planPriceCents(input.plan)
  const customer = await ensureCustomer(ctx, access, row.stripe_customer_id, actor.email)
  const installation = await installationId(ctx.db)
  const intent = await access.stripe.paymentIntents
    .create({
      amount,
      currency: BILLING_CURRENCY,
      customer,
      setup_future_usage: 'off_session',
      automatic_payment_methods: { enabled: true },
      description: PAYMENT_DESCRIPTION,
      metadata: { installation, user: actor.userId, plan: input.plan },
    })
    .catch((error: unknown) => stripeFailure(ctx, error))
  if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without a secret')

  const at = nowIso()
  await insertPayment(ctx.db, {
    id: crypto.randomUUID(),
    stripe_payment_intent_id: intent.id,
    user_id: actor.userId,
    description: PAYMENT_DESCRIPTION,
    amount_cents: amount,
    currency: BILLING_CURRENCY,
    status: 'processing',
    receipt_url: null,
    created_at: at,
    updated_at: at,
  })
  return { id: intent.id, clientSecret: intent.client_secret, amountCents: amount, currency: 'usd' }
}

/**
 * The installation's Stripe customer, made on first payment. Two admins paying at once may
 * each make one; the first stored wins and the other stays unused in Stripe.
 */
async function ensureCustomer(
  ctx: OperationContext,
  { stripe }: StripeAccess,
  existing: string | null,
  email: string,
): Promise<string> {
  if (existing) return existing
  const customer = await stripe.customers
    .create({
      email,
      description: 'Folio installation',
      metadata: { installation: await installationId(ctx.db) },
    })
    .catch((error: unknown) => stripeFailure(ctx, error))
  return claimCustomerId(ctx.db, customer.id, nowIso())
}
