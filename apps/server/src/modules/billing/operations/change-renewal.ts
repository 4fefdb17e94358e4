import { billingMessages, type Subscription } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { withTransaction } from '../../../lib/transaction.js'
import { recordPlanChange } from '../plan-changes.js'
import { subscriptionStateAt } from '../subscription-state.js'
import { lockSubscription, updateSubscription } from '../subscription.repository.js'
import { sellsPlans } from '../entitlements.js'
import { getSubscription } from './get-subscription.js'

/** A self-hosted installation has no plan to change (422). */
export function requireSellsPlans(ctx: Pick<OperationContext, 'billing'>): void {
  if (!sellsPlans(ctx)) throw new AppError('unprocessable', billingMessages.notConfigured)
}

/**
 * Cancels paid Premium: it stays until the end of the period already paid, then the job
 * moves the installation to Free instead of charging the card again. Admins.
 */
export async function cancelSubscription(
  ctx: OperationContext,
  now: Date = new Date(),
): Promise<Subscription> {
  requireActorRole(ctx, 'admin')
  requireSellsPlans(ctx)
  await withTransaction(ctx, async (trx) => {
    const row = await lockSubscription(trx.db, trx.dialect)
    const { status } = subscriptionStateAt(row, now)
    if (status === 'canceled') throw new AppError('conflict', billingMessages.alreadyCanceled)
    if (status !== 'active') throw new AppError('conflict', billingMessages.notCancelable)
    await updateSubscription(trx.db, { status: 'canceled', updated_at: now.toISOString() })
    await recordPlanChange(
      trx.db,
      trx.actor,
      row,
      { status: 'canceled' },
      `Premium cancelled; it ends on ${row.current_period_end!.slice(0, 10)}`,
    )
  })
  return getSubscription(ctx, now)
}

/** Undoes a cancellation while the paid period runs: Premium renews again. Admins. */
export async function resumeSubscription(
  ctx: OperationContext,
  now: Date = new Date(),
): Promise<Subscription> {
  requireActorRole(ctx, 'admin')
  requireSellsPlans(ctx)
  await withTransaction(ctx, async (trx) => {
    const row = await lockSubscription(trx.db, trx.dialect)
    if (subscriptionStateAt(row, now).status !== 'canceled') {
      throw new AppError('conflict', billingMessages.notResumable)
    }
    await updateSubscription(trx.db, { status: 'active', updated_at: now.toISOString() })
    await recordPlanChange(
      trx.db,
      trx.actor,
      row,
      { status: 'active' },
      `Premium resumed; it renews on ${row.current_period_end!.slice(0, 10)}`,
    )
  })
  return getSubscription(ctx, now)
}
