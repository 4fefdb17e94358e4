import { billingMessages, type PaymentStatusView } from '@folio/schema'
import type Stripe from 'stripe'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { installationId, intentFacts, paymentStatusOf } from '../payment-intent.js'
import { subscriptionStateAt } from '../subscription-state.js'
import { findSubscription } from '../subscription.repository.js'
import {
  isStripeNotFound,
  requireStripe,
  stripeFailure,
  type StripeClient,
} from '../stripe-client.js'
import { activatePremium, recordPaymentFailure } from './activate-premium.js'

/**
 * A payment as Stripe knows it, for /payment/success: asked of Stripe, never taken from the
 * browser. When Stripe says it succeeded before its webhook has arrived, Premium is granted
 * here the same way the webhook would, so the page never shows a paid installation as Free.
 */
export async function getPaymentStatus(
  ctx: OperationContext,
  stripeClient: StripeClient | null,
  paymentIntentId: string,
  now: Date = new Date(),
): Promise<PaymentStatusView> {
  accessOf(ctx).requireRole('admin')
  const { stripe } = requireStripe(ctx, stripeClient)
  let intent: Stripe.PaymentIntent
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] })
  } catch (error) {
    if (isStripeNotFound(error)) throw new AppError('not_found', billingMessages.paymentNotFound)
    stripeFailure(ctx, error)
  }
  const facts = intentFacts(intent)
  // Another installation's payment on the same Stripe account is as good as missing.
  if (facts.installation !== (await installationId(ctx.db))) {
    throw new AppError('not_found', billingMessages.paymentNotFound)
  }

  if (facts.status === 'succeeded') await activatePremium(ctx, facts, { now })
  else if (facts.declined) await recordPaymentFailure(ctx, facts, { now })

  const state = subscriptionStateAt(await findSubscription(ctx.db), now)
  return {
    id: facts.id,
    status: paymentStatusOf(facts.status),
    amountCents: facts.amountCents,
    premiumActive: state.plan === 'premium',
  }
}
