import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { PAYMENT_DESCRIPTION, RENEWAL_DESCRIPTION, type IntentFacts } from '../payment-intent.js'
import { latest, periodEndFrom, recordPlanChange } from '../plan-changes.js'
import {
  claimEvent,
  findPayment,
  insertPayment,
  updatePayment,
  userExists,
} from '../payments.repository.js'
import { lockSubscription, updateSubscription } from '../subscription.repository.js'

export interface StripeEventRef {
  id: string
  type: string
}

export type SettleResult = 'applied' | 'already_applied' | 'duplicate_event'

/**
 * Writes a payment's outcome to billing history: adds the row when the server never saw the
 * PaymentIntent created (a renewal whose answer was lost), else updates it. A succeeded
 * payment never goes back.
 */
export async function recordPaymentOutcome(
  ctx: OperationContext,
  facts: IntentFacts,
  status: 'succeeded' | 'failed',
  at: string,
): Promise<void> {
  const existing = await findPayment(ctx.db, facts.id)
  if (existing?.status === 'succeeded') return
  if (existing) {
    await updatePayment(ctx.db, facts.id, {
      status,
      receipt_url: facts.receiptUrl ?? existing.receipt_url,
      updated_at: at,
    })
    return
  }
  const userId = facts.userId && (await userExists(ctx.db, facts.userId)) ? facts.userId : null
  await insertPayment(ctx.db, {
    id: crypto.randomUUID(),
    stripe_payment_intent_id: facts.id,
    user_id: userId,
    description: facts.renewalOf ? RENEWAL_DESCRIPTION : PAYMENT_DESCRIPTION,
    amount_cents: facts.amountCents,
    currency: facts.currency,
    status,
    receipt_url: facts.receiptUrl,
    created_at: at,
    updated_at: at,
  })
}

/**
 * Grants Premium for the period a succeeded PaymentIntent paid for. The webhook, the status
 * check of /payment/success and the renewal job all come here, in any order and any number
 * of times: a PaymentIntent already recorded as succeeded changes nothing, and so does an
 * event already handled (recorded in the same transaction as its effect).
 *
 * A payment made in the browser adds a period after whatever Premium is still running (the
 * trial's days or a cancelled period are kept); a renewal covers the period after the one it
 * continues (named in its metadata), so the job and a webhook racing it agree.
 */
export async function activatePremium(
  ctx: OperationContext,
  facts: IntentFacts,
  options: { now: Date; event?: StripeEventRef },
): Promise<SettleResult> {
  return withTransaction(ctx, async (trx) => {
    const row = await lockSubscription(trx.db, trx.dialect)
    const at = options.now.toISOString()
    if (options.event && !(await claimEvent(trx.db, options.event, at))) return 'duplicate_event'
    const payment = await findPayment(trx.db, facts.id)
    if (payment?.status === 'succeeded') return 'already_applied'

    let start: string
    if (facts.renewalOf) {
      // Periods follow one another; after a long outage the new one starts now instead, so
      // a server that was down for months is not charged again at once for the months missed.
      start = latest(facts.renewalOf, row.current_period_end)
      if (periodEndFrom(start) <= at) start = at
    } else {
      const trialLeft = row.status === 'trialing' && row.trial_ends_at ? row.trial_ends_at : null
      const paidLeft =
        (row.status === 'active' || row.status === 'canceled') && row.current_period_end
          ? row.current_period_end
          : null
      start = latest(at, trialLeft, paidLeft)
    }
    const end = periodEndFrom(start)
    // A renewal charged just before someone cancelled stays cancelled: it is paid, not renewed.
    const status = facts.renewalOf && row.status === 'canceled' ? 'canceled' : 'active'

    await updateSubscription(trx.db, {
      status,
      current_period_start: start,
      current_period_end: end,
      stripe_payment_method_id: facts.paymentMethodId ?? row.stripe_payment_method_id,
      updated_at: at,
    })
    await recordPaymentOutcome(trx, facts, 'succeeded', at)
    await recordPlanChange(
      trx.db,
      trx.actor,
      row,
      { status, periodEnd: end },
      facts.renewalOf
        ? `Premium renewed until ${end.slice(0, 10)}`
        : `Premium activated until ${end.slice(0, 10)}`,
    )
    return 'applied'
  })
}

/**
 * Records a declined payment. A declined renewal also ends Premium, unless the period has
 * been paid since (by the browser, say), which the period end on the row tells.
 */
export async function recordPaymentFailure(
  ctx: OperationContext,
  facts: IntentFacts,
  options: { now: Date; event?: StripeEventRef },
): Promise<SettleResult> {
  return withTransaction(ctx, async (trx) => {
    const row = await lockSubscription(trx.db, trx.dialect)
    const at = options.now.toISOString()
    if (options.event && !(await claimEvent(trx.db, options.event, at))) return 'duplicate_event'
    await recordPaymentOutcome(trx, facts, 'failed', at)
    if (!facts.renewalOf) return 'applied'
    const stillUnpaid = !row.current_period_end || row.current_period_end <= facts.renewalOf
    if (stillUnpaid && row.status !== 'free') {
      await updateSubscription(trx.db, { status: 'free', updated_at: at })
      await recordPlanChange(
        trx.db,
        trx.actor,
        row,
        { status: 'free' },
        'Premium ended: the renewal payment was declined',
      )
    }
    return 'applied'
  })
}
