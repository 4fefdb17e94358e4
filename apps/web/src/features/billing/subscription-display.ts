import type { PaymentStatus, Subscription, SubscriptionStatus } from '@folio/schema'

import { formatLongDate, plural } from '@/lib/format'

/** "March 3, 2025": renewal, trial and end dates. */
export const formatBillingDate = (value: string): string => formatLongDate(value)

export const statusBadges: Record<
  SubscriptionStatus,
  { label: string; tone: 'neutral' | 'primary' | 'success' | 'warning' }
> = {
  free: { label: 'Free', tone: 'neutral' },
  trialing: { label: 'Trial', tone: 'primary' },
  active: { label: 'Active', tone: 'success' },
  canceled: { label: 'Cancelled', tone: 'warning' },
}

export const paymentBadges: Record<
  PaymentStatus,
  { label: string; tone: 'success' | 'warning' | 'danger' }
> = {
  succeeded: { label: 'Paid', tone: 'success' },
  processing: { label: 'Processing', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
}

/** "Free Plan" or "Premium Plan": the plan in force now. */
export function planTitle(subscription: Pick<Subscription, 'plan'>): string {
  return subscription.plan === 'premium' ? 'Premium Plan' : 'Free Plan'
}

/** "12 days left" (rounded up by the server). */
export function daysLeftLabel(days: number): string {
  return `${plural(days, 'day')} left`
}

/** When the plan in force changes next: the renewal, the end of a cancelled period or trial. */
export function periodLine(
  subscription: Pick<Subscription, 'status' | 'trialEndsAt' | 'currentPeriodEnd'>,
): string | null {
  const { status, trialEndsAt, currentPeriodEnd } = subscription
  if (status === 'trialing' && trialEndsAt) return `Trial ends on ${formatBillingDate(trialEndsAt)}`
  if (status === 'active' && currentPeriodEnd)
    return `Renews on ${formatBillingDate(currentPeriodEnd)}`
  if (status === 'canceled' && currentPeriodEnd)
    return `Premium ends on ${formatBillingDate(currentPeriodEnd)}`
  return null
}
