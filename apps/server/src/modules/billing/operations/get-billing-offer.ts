import { BILLING_CURRENCY, planPriceCents, type BillingOffer } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { subscriptionStateAt } from '../subscription-state.js'
import { findSubscription } from '../subscription.repository.js'

/**
 * What this installation offers, for the public pricing and landing pages: anyone may read it.
 * Self-hosted (no Stripe keys) sells nothing; otherwise Premium at the plan table's price, with
 * the trial while it has not been used and Premium is not already in force.
 */
export async function getBillingOffer(
  ctx: OperationContext,
  now: Date = new Date(),
): Promise<BillingOffer> {
  const common: Pick<BillingOffer, 'priceCents' | 'currency'> = {
    priceCents: planPriceCents('premium'),
    currency: BILLING_CURRENCY,
  }
  if (!ctx.billing?.stripe) return { ...common, mode: 'self_hosted', trialAvailable: false }
  const row = await findSubscription(ctx.db)
  const state = subscriptionStateAt(row, now)
  return {
    ...common,
    mode: 'stripe',
    trialAvailable: !row.trial_started_at && state.plan === 'free',
  }
}
