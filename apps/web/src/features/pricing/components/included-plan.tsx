import { Check, Server } from 'lucide-react'
import { Link } from 'react-router'

import { includedFeatures } from '../self-hosted-copy'

import { buttonClass } from '@/components/ui/button'

/**
 * A self-hosted installation's one "plan": every feature, at no cost, with nothing to buy.
 * Takes the place of the plan cards on the pricing page and the landing page.
 */
export function IncludedPlan({
  cta,
  headingLevel = 'h3',
}: {
  cta: { label: string; to: string }
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <article
      aria-labelledby="plan-included"
      className="mx-auto max-w-3xl rounded-2xl border border-primary bg-card p-6 shadow-xl ring-1 shadow-primary/10 ring-primary sm:p-8"
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <Heading id="plan-included" className="text-lg font-semibold">
              Everything included
            </Heading>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-text">
              <Server className="size-3.5" aria-hidden="true" />
              Self-hosted
            </span>
          </div>
          <p className="mt-2 max-w-md text-sm text-pretty text-muted-foreground">
            Every feature is unlocked for everyone on this installation. No plans, no trial, no
            card.
          </p>
        </div>
        <Link
          to={cta.to}
          className={buttonClass({ size: 'lg', className: 'w-full shrink-0 sm:w-auto' })}
        >
          {cta.label}
        </Link>
      </div>
      <ul className="mt-8 grid gap-3 text-sm sm:grid-cols-2">
        {includedFeatures.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  )
}
