/** Where a plan's feature list is shown; a few features appear on only one of the two pages. */
export type PlanPage = 'landing' | 'pricing'

export interface PlanFeature {
  label: string
  /** Limits the feature to one page; absent means both. */
  only?: PlanPage
}

export interface Plan {
  id: 'free' | 'premium'
  name: string
  /** Monthly price in cents. */
  priceCents: number
  badge?: string
  features: PlanFeature[]
}

/** Premium trial length for new installations, in days; no card is needed. */
export const TRIAL_DAYS = 14

export const plans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    features: [
      { label: 'Unlimited content types' },
      { label: 'Unlimited content items' },
      { label: 'Media library' },
      { label: 'Team collaboration' },
      { label: 'Multi-language support' },
      { label: 'Version control' },
      { label: 'AI assistant with your own API key' },
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    priceCents: 1900,
    badge: 'Most Popular',
    features: [
      { label: 'Everything in Free' },
      { label: 'Built-in AI assistant' },
      { label: 'Priority support' },
      { label: 'Advanced analytics' },
      { label: 'Custom domains', only: 'pricing' },
      { label: 'API access' },
      { label: 'Workflow automation' },
      { label: 'Extended file storage', only: 'landing' },
    ],
  },
]

/** The features of a plan as one page shows them. */
export function planFeaturesFor(plan: Plan, page: PlanPage): string[] {
  return plan.features.filter((f) => !f.only || f.only === page).map((f) => f.label)
}

/** Formats cents as dollars with two decimals, as the payment dialog shows amounts. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`
}
