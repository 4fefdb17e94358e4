import {
  planEntitlements,
  type EntitlementFeature,
  type PlanId,
  type SubscriptionStatus,
} from '@folio/schema'

import type { SubscriptionRow } from './subscription.repository.js'

/**
 * The plan a subscription row grants at a moment. Pure, so the period-end job, the entitlement
 * checks and the Subscription tab all read the row the same way; a row whose time ran out
 * grants Free even before the job has written that down.
 */
export interface SubscriptionState {
  status: SubscriptionStatus
  plan: PlanId
}

export function subscriptionStateAt(row: SubscriptionRow, now: Date): SubscriptionState {
  const at = now.toISOString()
  if (row.status === 'trialing' && row.trial_ends_at && row.trial_ends_at > at) {
    return { status: 'trialing', plan: 'premium' }
  }
  if (
    (row.status === 'active' || row.status === 'canceled') &&
    row.current_period_end &&
    row.current_period_end > at
  ) {
    return { status: row.status, plan: 'premium' }
  }
  return { status: 'free', plan: 'free' }
}

export function entitlementsOf(plan: PlanId): readonly EntitlementFeature[] {
  return planEntitlements[plan]
}
