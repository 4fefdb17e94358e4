import { BILLING_CURRENCY, planPriceCents } from '@folio/schema'
import type Stripe from 'stripe'

import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { installationId, intentFacts, RENEWAL_DESCRIPTION } from '../payment-intent.js'
import { recordPlanChange } from '../plan-changes.js'
import { subscriptionStateAt } from '../subscription-state.js'
import { lockSubscription, updateSubscription } from '../subscription.repository.js'
import { isCardDeclined, type StripeClient } from '../stripe-client.js'
import { activatePremium, recordPaymentFailure } from './activate-premium.js'

export type SettleOutcome =
  | 'unchanged'
  | 'trial_ended'
  | 'period_ended'
  | 'renewed'
  | 'renewal_declined'
  | 'no_saved_card'
  | 'renewal_pending'
  | 'retry_later'

interface Renewal {
  customer: string
  paymentMethod: string
  /** The period that ended; it names the charge, so two instances charge once. */
  endedAt: string
}

/**
 * The period-end job: a trial or a cancelled period that ran out drops to Free, and an active
 * one renews by charging the saved card off-session. `now` is the job's clock (tests choose
 * it). The charge happens outside the transaction, so no lock is held across a call to
 * Stripe; its idempotency key is the period that ended, so two instances, or a run after a
 * lost answer, charge the card once. A network failure leaves everything for the next run.
 */
export async function settleSubscriptions(
  ctx: OperationContext,
  options: { stripe: StripeClient; now: Date },
): Promise<SettleOutcome> {
  const { now } = options
  const step = await withTransaction(ctx, async (trx): Promise<SettleOutcome | Renewal> => {
    const row = await lockSubscription(trx.db, trx.dialect)
    if (subscriptionStateAt(row, now).status !== 'free' || row.status === 'free') return 'unchanged'
    const drop = async (summary: string) => {
      await updateSubscription(trx.db, { status: 'free', updated_at: now.toISOString() })
      await recordPlanChange(trx.db, trx.actor, row, { status: 'free' }, summary)
    }
    if (row.status === 'trialing') {
      await drop('Premium trial ended; the plan is Free')
      return 'trial_ended'
    }
    if (row.status !== 'active') {
      await drop('Premium ended at the end of the paid period; the plan is Free')
      return 'period_ended'
    }
    if (!row.stripe_customer_id || !row.stripe_payment_method_id || !row.current_period_end) {
      await drop('Premium ended: no saved card to renew with')
      return 'no_saved_card'
    }
    return {
      customer: row.stripe_customer_id,
      paymentMethod: row.stripe_payment_method_id,
      endedAt: row.current_period_end,
    } satisfies Renewal
  })
  if (typeof step === 'string') return step
  return renew(ctx, options.stripe, step, now)
}

async function renew(
  ctx: OperationContext,
  stripe: StripeClient,
  renewal: Renewal,
  now: Date,
): Promise<SettleOutcome> {
  let intent: Stripe.PaymentIntent
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: planPriceCents('premium'),
        currency: BILLING_CURRENCY,
        customer: renewal.customer,
        payment_method: renewal.paymentMethod,
        off_session: true,
        confirm: true,
        description: RENEWAL_DESCRIPTION,
        metadata: {
          installation: await installationId(ctx.db),
          plan: 'premium',
          renewal: 'true',
          renewal_of: renewal.endedAt,
        },
      },
      { idempotencyKey: `renewal-${renewal.endedAt}` },
    )
  } catch (error) {
    if (!isCardDeclined(error)) {
      ctx.logger.warn({ err: error }, 'Premium renewal could not reach Stripe; retrying next run')
      return 'retry_later'
    }
    if (error.payment_intent) {
      await recordPaymentFailure(ctx, intentFacts(error.payment_intent), { now })
    } else {
      await endUnpaidPeriod(ctx, renewal, now)
    }
    return 'renewal_declined'
  }
  if (intent.status !== 'succeeded') {
    // Processing: Stripe's webhook settles it; the next run asks again with the same key.
    ctx.logger.info({ paymentIntent: intent.id, status: intent.status }, 'renewal pending')
    return 'renewal_pending'
  }
  await activatePremium(ctx, intentFacts(intent), { now })
  return 'renewed'
}

/** A declined renewal without a PaymentIntent to record: Premium ends all the same. */
async function endUnpaidPeriod(ctx: OperationContext, renewal: Renewal, now: Date) {
  await withTransaction(ctx, async (trx) => {
    const row = await lockSubscription(trx.db, trx.dialect)
    if (row.status === 'free' || row.current_period_end !== renewal.endedAt) return
    await updateSubscription(trx.db, { status: 'free', updated_at: now.toISOString() })
    await recordPlanChange(
      trx.db,
      trx.actor,
      row,
      { status: 'free' },
      'Premium ended: the renewal payment was declined',
    )
  })
}
