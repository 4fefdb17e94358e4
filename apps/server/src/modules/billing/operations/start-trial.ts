import { billingMessages, TRIAL_DAYS, type Subscription } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { addDays, recordPlanChange } from '../plan-changes.js'
import { subscriptionStateAt } from '../subscription-state.js'
import { lockSubscription, updateSubscription } from '../subscription.repository.js'
import { requireSellsPlans } from './change-renewal.js'
import { getSubscription } from './get-subscription.js'

/** Premium for TRIAL_DAYS without a card, once per installation. Admins. */
export async function startTrial(
  ctx: OperationContext,
  now: Date = new Date(),
): Promise<Subscription> {
  accessOf(ctx).requireRole('admin')
  requireSellsPlans(ctx)
  await withTransaction(ctx, async (trx) => {
    const row = await lockSubscription(trx.db, trx.dialect)
    if (row.trial_started_at) throw new AppError('conflict', billingMessages.trialUsed)
    if (subscriptionStateAt(row, now).plan === 'premium') {
      throw new AppError('conflict', billingMessages.alreadyPremium)
    }
    const trialEndsAt = addDays(now, TRIAL_DAYS).toISOString()
    await updateSubscription(trx.db, {
      status: 'trialing',
      trial_started_at: now.toISOString(),
      trial_ends_at: trialEndsAt,
      updated_at: now.toISOString(),
    })
    await recordPlanChange(
      trx.db,
      trx.actor,
      row,
      { status: 'trialing', trialEndsAt },
      `Premium trial started, until ${trialEndsAt.slice(0, 10)}`,
    )
  })
  return getSubscription(ctx, now)
}
