import type { Plan, Subscription } from '@folio/schema'

/** A plan card's call to action: a link, a button, or a disabled label with an optional note. */
export type PlanCta =
  | { kind?: 'link'; label: string; to: string }
  | { kind: 'button'; label: string; onClick: () => void }
  | { kind: 'disabled'; label: string; note?: string }

/**
 * Who is looking at the pricing page. A member's subscription is null when it could not be
 * read; the page then offers what the Free plan would (the server refuses what does not apply).
 */
export type PricingViewer =
  { kind: 'visitor' } | { kind: 'member'; subscription: Pick<Subscription, 'mode' | 'plan'> | null }

export const visitor: PricingViewer = { kind: 'visitor' }

/**
 * Spec "Pricing page": visitors get Get Started (to /signup) on both plans; a signed-in user a
 * disabled Current Plan on the plan in force and Upgrade Now on Premium. A self-hosted
 * installation sells nothing, so both plans say Included.
 */
export function pricingCta(plan: Plan, viewer: PricingViewer, onUpgrade: () => void): PlanCta {
  if (viewer.kind === 'visitor') return { label: 'Get Started', to: '/signup' }
  const subscription = viewer.subscription
  if (subscription?.mode === 'self_hosted') {
    return {
      kind: 'disabled',
      label: 'Included',
      note: 'Self-hosted: every feature is unlocked.',
    }
  }
  const current = subscription?.plan ?? 'free'
  if (plan.id === current) return { kind: 'disabled', label: 'Current Plan' }
  if (plan.id === 'premium') return { kind: 'button', label: 'Upgrade Now', onClick: onUpgrade }
  return { kind: 'disabled', label: 'Included in Premium' }
}
