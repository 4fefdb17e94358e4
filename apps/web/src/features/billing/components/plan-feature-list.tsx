import { planFeaturesFor, plans } from '@folio/schema'
import type { PlanId } from '@folio/schema'
import { Check } from 'lucide-react'

function featuresOf(id: PlanId): string[] {
  const plan = plans.find((candidate) => candidate.id === id)
  return plan ? planFeaturesFor(plan, 'pricing') : []
}

/** Every feature of both plans, for a self-hosted installation where all of them are on. */
export function allPlanFeatures(): string[] {
  return [...featuresOf('free'), ...featuresOf('premium').filter((f) => f !== 'Everything in Free')]
}

/** What a plan includes, from the plan table the pricing page shows. */
export function PlanFeatureList({
  plan,
  features = featuresOf(plan),
  title = plan === 'premium' ? 'Included in Premium' : 'Included in Free',
}: {
  plan: PlanId
  features?: string[]
  title?: string
}) {
  const headingId = `plan-features-${plan}`
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="mt-3 grid gap-2 text-sm sm:grid-cols-1">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
