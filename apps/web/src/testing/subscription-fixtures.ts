import type { Subscription } from '@folio/schema'

export const GIB = 1024 ** 3

/**
 * `GET /api/v1/billing/subscription` as an installation that sells Premium answers on Free;
 * `patch` changes what a test is about (the plan, the storage used).
 */
export function subscriptionFixture(patch: Partial<Subscription> = {}): Subscription {
  return {
    mode: 'stripe',
    plan: 'free',
    status: 'free',
    trialAvailable: true,
    trialEndsAt: null,
    trialDaysLeft: null,
    currentPeriodEnd: null,
    entitlements: [],
    storage: { usedBytes: 256 * 1024 * 1024, quotaBytes: GIB },
    publishableKey: 'pk_test_folio',
    priceCents: 1900,
    currency: 'usd',
    ...patch,
  }
}
