import {
  entitlementFeatures,
  entitlementMessage,
  planEntitlements,
  type EntitlementFeature,
} from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import { subscriptionStateAt } from './subscription-state.js'
import { findSubscription } from './subscription.repository.js'

type EntitlementContext = Pick<OperationContext, 'db' | 'billing'>

/** Whether this installation sells plans; without Stripe keys it is self-hosted. */
export function sellsPlans(ctx: Pick<OperationContext, 'billing'>): boolean {
  return Boolean(ctx.billing?.stripe)
}

/** The features in force now: all of them when self-hosted, else the current plan's. */
export async function currentEntitlements(
  ctx: EntitlementContext,
): Promise<readonly EntitlementFeature[]> {
  if (!sellsPlans(ctx)) return entitlementFeatures
  const state = subscriptionStateAt(await findSubscription(ctx.db), new Date())
  return planEntitlements[state.plan]
}

export async function hasEntitlement(
  ctx: EntitlementContext,
  feature: EntitlementFeature,
): Promise<boolean> {
  return (await currentEntitlements(ctx)).includes(feature)
}

/** Throws 402 `payment_required` naming the feature when the current plan lacks it. */
export async function requireEntitlement(
  ctx: EntitlementContext,
  feature: EntitlementFeature,
): Promise<void> {
  if (!(await hasEntitlement(ctx, feature))) {
    throw new AppError('payment_required', entitlementMessage(feature))
  }
}
