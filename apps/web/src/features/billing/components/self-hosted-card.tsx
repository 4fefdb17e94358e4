import { billingMessages } from '@folio/schema'
import type { Subscription } from '@folio/schema'
import { Server } from 'lucide-react'

import { allPlanFeatures, PlanFeatureList } from './plan-feature-list'
import { StorageMeter } from './storage-meter'

import { SectionCard } from '@/components/ui/section-card'

/** Settings → Subscription without Stripe keys: nothing is sold, everything is on. */
export function SelfHostedCard({ subscription }: { subscription: Subscription }) {
  return (
    <SectionCard
      id="current-plan"
      title="Current plan"
      description="This installation runs without a payment provider."
    >
      <div className="flex gap-4 rounded-xl border border-success/30 bg-success-soft p-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-card text-success">
          <Server className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 text-sm">
          <p className="text-base font-semibold">Self-hosted: everything unlocked</p>
          <p className="mt-1 text-foreground/80">{billingMessages.selfHosted}</p>
          <p className="mt-2 text-muted-foreground">
            Selling Premium from this installation takes the{' '}
            <code className="font-mono text-xs">STRIPE_*</code> keys in its environment.
          </p>
        </div>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <PlanFeatureList plan="premium" features={allPlanFeatures()} title="Included" />
        <StorageMeter storage={subscription.storage} />
      </div>
    </SectionCard>
  )
}
