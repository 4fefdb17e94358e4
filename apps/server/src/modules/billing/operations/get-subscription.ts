import {
  BILLING_CURRENCY,
  entitlementFeatures,
  planEntitlements,
  planPriceCents,
  storageQuotaBytes,
  type Subscription,
} from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { daysLeft } from '../plan-changes.js'
import { subscriptionStateAt } from '../subscription-state.js'
import { findSubscription, storedMediaBytes } from '../subscription.repository.js'

/**
 * The plan in force and what it unlocks, for every signed-in person: the Subscription tab,
 * the locks on Premium features and the storage meter all read it.
 */
export async function getSubscription(
  ctx: OperationContext,
  now: Date = new Date(),
): Promise<Subscription> {
  accessOf(ctx).requireRole('viewer')
  const usedBytes = await storedMediaBytes(ctx.db)
  const common: Pick<Subscription, 'priceCents' | 'currency'> = {
    priceCents: planPriceCents('premium'),
    currency: BILLING_CURRENCY,
  }
  const stripe = ctx.billing?.stripe
  if (!stripe) {
    return {
      ...common,
      mode: 'self_hosted',
      plan: 'premium',
      status: 'active',
      trialAvailable: false,
      trialEndsAt: null,
      trialDaysLeft: null,
      currentPeriodEnd: null,
      entitlements: [...entitlementFeatures],
      storage: { usedBytes, quotaBytes: null },
      publishableKey: null,
    }
  }

  const row = await findSubscription(ctx.db)
  const state = subscriptionStateAt(row, now)
  const trialing = state.status === 'trialing' && row.trial_ends_at
  const paid = state.status === 'active' || state.status === 'canceled'
  return {
    ...common,
    mode: 'stripe',
    plan: state.plan,
    status: state.status,
    trialAvailable: !row.trial_started_at && state.plan === 'free',
    trialEndsAt: trialing ? row.trial_ends_at : null,
    trialDaysLeft: trialing ? daysLeft(row.trial_ends_at!, now) : null,
    currentPeriodEnd: paid ? row.current_period_end : null,
    entitlements: [...planEntitlements[state.plan]],
    storage: { usedBytes, quotaBytes: storageQuotaBytes[state.plan] },
    publishableKey: stripe.publishableKey,
  }
}
