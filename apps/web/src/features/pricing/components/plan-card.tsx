import { TRIAL_DAYS, planFeaturesFor } from '@folio/schema'
import type { Plan, PlanPage } from '@folio/schema'
import { Check } from 'lucide-react'
import { Link } from 'react-router'

import { formatPlanPrice } from '../format-plan-price'
import { planSummaries } from '../plan-copy'
import type { PlanCta } from '../pricing-cta'

import { buttonClass } from '@/components/ui/button'
import { cn } from '@/lib/cn'

export interface PlanCardProps {
  plan: Plan
  page: PlanPage
  cta: PlanCta
  /** Heading level of the plan name, so the card fits the page outline. */
  headingLevel?: 'h2' | 'h3'
  /** Whether this installation's free trial can still be started. */
  trialAvailable?: boolean
}

function CtaControl({ cta, featured }: { cta: PlanCta; featured: boolean }) {
  const className = buttonClass({
    variant: featured && cta.kind !== 'disabled' ? 'primary' : 'secondary',
    size: 'lg',
    className: 'mt-6 w-full',
  })
  if (cta.kind === 'button') {
    return (
      <button type="button" className={className} aria-haspopup="dialog" onClick={cta.onClick}>
        {cta.label}
      </button>
    )
  }
  if (cta.kind === 'disabled') {
    return (
      <>
        <button type="button" className={className} disabled>
          {cta.label}
        </button>
        {cta.note && <p className="mt-2 text-center text-xs text-muted-foreground">{cta.note}</p>}
      </>
    )
  }
  return (
    <Link to={cta.to} className={className}>
      {cta.label}
    </Link>
  )
}

/** One plan: name, price per month, feature list and a call to action. */
export function PlanCard({
  plan,
  page,
  cta,
  headingLevel = 'h3',
  trialAvailable = false,
}: PlanCardProps) {
  const featured = Boolean(plan.badge)
  const Heading = headingLevel
  const titleId = `plan-${plan.id}-${page}`

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 sm:p-8',
        featured
          ? 'border-primary shadow-xl shadow-primary/10 ring-1 ring-primary'
          : 'border-border shadow-sm',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <Heading id={titleId} className="text-lg font-semibold">
          {plan.name}
        </Heading>
        {plan.badge && (
          <span className="rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-text">
            {plan.badge}
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{planSummaries[plan.id]}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-5xl font-bold tracking-tight">
          {formatPlanPrice(plan.priceCents)}
        </span>
        <span className="text-sm font-medium text-muted-foreground">per month</span>
      </p>
      <p className="mt-1 h-5 text-sm text-muted-foreground">
        {plan.priceCents === 0
          ? 'Free forever'
          : trialAvailable
            ? `${TRIAL_DAYS}-day free trial, no card required`
            : 'Billed monthly by card'}
      </p>

      <CtaControl cta={cta} featured={featured} />

      <ul className="mt-8 space-y-3 text-sm">
        {planFeaturesFor(plan, page).map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  )
}
