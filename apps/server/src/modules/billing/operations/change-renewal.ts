import { billingMessages, type Subscription, type SubscriptionStatus } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordPlanChange } from '../plan-changes.js'
import { subscriptionStateAt } from '../subscription-state.js'
import { lockSubscription, updateSubscription } from '../subscription.repository.js'
import { sellsPlans } from '../entitlements.js'
import { getSubscription } from './get-subscription.js'

/** A self-hosted installation has no plan to change (422). */
export function requireSellsPlans(ctx: Pick<OperationContext, 'billing'>): void {
  if (!sellsPlans(ctx)) throw new AppError('not_configured', billingMessages.notConfigured)
}

/**
 * Turns renewal off (cancel) or back on (resume) while a paid period runs, in one transaction
 * with the plan locked; `refusal` names why the plan in force cannot change that way.
 */
async function changeRenewal(
  ctx: OperationContext,
  now: Date,
  change: {
    to: 'canceled' | 'active'
    refusal: (status: SubscriptionStatus) => string | null
    describe: (periodEnd: string) => string
  },
): Promise<Subscription> {
  accessOf(ctx).requireRole('admin')
  requireSellsPlans(ctx)
  await withTransaction(ctx, async (trx) => {
    const row = await lockSubscription(trx.db, trx.dialect)
    const refusal = change.refusal(subscriptionStateAt(row, now).status)
    if (refusal) throw new AppError('conflict', refusal)
    await updateSubscription(trx.db, { status: change.to, updated_at: now.toISOString() })
    await recordPlanChange(
      trx.db,
      trx.actor,
      row,
      { status: change.to },
      change.describe(row.current_period_end!.slice(0, 10)),
    )
  })
  return getSubscription(ctx, now)
}

/**
 * Cancels paid Premium: it stays until the end of the period already paid, then the job
 * moves the installation to Free instead of charging the card again. Admins.
 */
export function cancelSubscription(
  ctx: OperationContext,
  now: Date = new Date(),
): Promise<Subscription> {
  return changeRenewal(ctx, now, {
    to: 'canceled',
    refusal: (status) =>
      status === 'canceled'
        ? billingMessages.alreadyCanceled
        : status !== 'active'
          ? billingMessages.notCancelable
          : null,
    describe: (end) => `Premium cancelled; it ends on ${end}`,
  })
}

/** Undoes a cancellation while the paid period runs: Premium renews again. Admins. */
export function resumeSubscription(
  ctx: OperationContext,
  now: Date = new Date(),
): Promise<Subscription> {
  return changeRenewal(ctx, now, {
    to: 'active',
    refusal: (status) => (status === 'canceled' ? null : billingMessages.notResumable),
    describe: (end) => `Premium resumed; it renews on ${end}`,
  })
}
