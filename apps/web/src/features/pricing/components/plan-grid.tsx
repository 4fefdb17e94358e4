import { plans } from '@folio/schema'
import type { Plan, PlanPage } from '@folio/schema'

import { PlanCard } from './plan-card'
import type { PlanCardProps } from './plan-card'

interface PlanGridProps {
  page: PlanPage
  ctaFor: (plan: Plan) => PlanCardProps['cta']
  headingLevel?: PlanCardProps['headingLevel']
  trialAvailable?: boolean
}

/** Every plan side by side; stacked on narrow screens. */
export function PlanGrid({ page, ctaFor, headingLevel, trialAvailable }: PlanGridProps) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2 md:gap-8">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          page={page}
          cta={ctaFor(plan)}
          headingLevel={headingLevel}
          trialAvailable={trialAvailable}
        />
      ))}
    </div>
  )
}
