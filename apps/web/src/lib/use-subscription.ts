import type { EntitlementFeature, Subscription } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/**
 * The installation's plan, shared by every screen that locks a Premium feature. It lives
 * outside the features because many of them read it; the billing feature changes it.
 */
export const subscriptionKeys = {
  all: ['billing'] as const,
  subscription: () => [...subscriptionKeys.all, 'subscription'] as const,
}

/** `GET /api/v1/billing/subscription`: any signed-in person may read the plan in force. */
export function getSubscription(): Promise<Subscription> {
  return apiRequest<{ data: Subscription }>('/api/v1/billing/subscription').then((b) => b.data)
}

export function useSubscription() {
  return useQuery({ queryKey: subscriptionKeys.subscription(), queryFn: getSubscription })
}

/**
 * Whether a Premium feature is unlocked. While the plan is loading (or could not be read) the
 * feature counts as unlocked: the server refuses what the plan lacks anyway, and a lock that
 * flashes on every page load would be worse than a 402 answered with a clear message.
 */
export function useEntitlement(feature: EntitlementFeature): {
  entitled: boolean
  loading: boolean
} {
  const subscription = useSubscription()
  if (!subscription.data) return { entitled: true, loading: subscription.isPending }
  return { entitled: subscription.data.entitlements.includes(feature), loading: false }
}
