import { billingMessages, formatCents, TRIAL_DAYS } from '@folio/schema'
import type { Subscription } from '@folio/schema'
import { CalendarClock, LoaderCircle, Sparkles } from 'lucide-react'
import { useState } from 'react'

import {
  useCancelSubscription,
  useResumeSubscription,
  useStartTrial,
} from '../api/billing-mutations'
import {
  daysLeftLabel,
  formatBillingDate,
  periodLine,
  planTitle,
  statusBadges,
} from '../subscription-display'

import { PlanFeatureList } from './plan-feature-list'
import { StorageMeter } from './storage-meter'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SectionCard } from '@/components/ui/section-card'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'
import { useUi } from '@/stores/ui'

/** Settings → Subscription on an installation that sells Premium: the plan and what to do next. */
export function CurrentPlanCard({ subscription }: { subscription: Subscription }) {
  const openModal = useUi((state) => state.openModal)
  const startTrial = useStartTrial()
  const cancel = useCancelSubscription()
  const resume = useResumeSubscription()
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const badge = statusBadges[subscription.status]
  const when = periodLine(subscription)
  const { status } = subscription
  const canUpgrade = status === 'free' || status === 'trialing'

  const onTrial = () =>
    startTrial.mutate(undefined, {
      onSuccess: () => notify.success(billingMessages.trialStarted),
      onError: (error) => notify.error(errorMessage(error, 'The trial could not be started.')),
    })
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirmingCancel(false)
        notify.success(billingMessages.canceled)
      },
      onError: (error) => {
        setConfirmingCancel(false)
        notify.error(errorMessage(error, 'Premium could not be cancelled.'))
      },
    })
  const onResume = () =>
    resume.mutate(undefined, {
      onSuccess: (next) =>
        notify.success(
          next.currentPeriodEnd
            ? `Premium resumed. It renews on ${formatBillingDate(next.currentPeriodEnd)}.`
            : 'Premium resumed.',
        ),
      onError: (error) => notify.error(errorMessage(error, 'Premium could not be resumed.')),
    })

  return (
    <SectionCard
      id="current-plan"
      title="Current plan"
      description="The plan this installation is on, what it includes and when it changes."
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xl font-bold tracking-tight">{planTitle(subscription)}</p>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {subscription.plan === 'premium'
              ? `${formatCents(subscription.priceCents)} per month`
              : 'Free forever. Premium adds the built-in AI assistant, workflow automation and more.'}
          </p>
          {(when || subscription.trialDaysLeft !== null) && (
            <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
              {when && <span>{when}</span>}
              {status === 'trialing' && subscription.trialDaysLeft !== null && (
                <Badge tone="primary">{daysLeftLabel(subscription.trialDaysLeft)}</Badge>
              )}
            </p>
          )}
          {status === 'canceled' && (
            <p className="mt-2 text-sm text-muted-foreground">
              Premium stays on until then; after that this installation moves to the Free plan and
              nothing is deleted.
            </p>
          )}
        </div>

        <div className="flex shrink-0 flex-col gap-2 sm:items-end">
          {canUpgrade && (
            <Button onClick={() => openModal({ kind: 'payment', amount: subscription.priceCents })}>
              <Sparkles className="size-4" aria-hidden="true" />
              Upgrade to Premium
            </Button>
          )}
          {status === 'free' && subscription.trialAvailable && (
            <>
              <Button variant="secondary" onClick={onTrial} disabled={startTrial.isPending}>
                {startTrial.isPending && (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                )}
                Start {TRIAL_DAYS}-day free trial
              </Button>
              <p className="text-xs text-muted-foreground">No card required.</p>
            </>
          )}
          {status === 'active' && (
            <Button variant="secondary" onClick={() => setConfirmingCancel(true)}>
              Cancel subscription
            </Button>
          )}
          {status === 'canceled' && (
            <Button onClick={onResume} disabled={resume.isPending}>
              {resume.isPending && (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              )}
              Resume Premium
            </Button>
          )}
        </div>
      </div>

      <div className="mt-6 grid gap-6 border-t border-border pt-6 md:grid-cols-2">
        <PlanFeatureList plan={subscription.plan} />
        <StorageMeter storage={subscription.storage} />
      </div>

      <ConfirmDialog
        open={confirmingCancel}
        title="Cancel Premium?"
        description={
          <>
            You keep Premium until{' '}
            {subscription.currentPeriodEnd
              ? formatBillingDate(subscription.currentPeriodEnd)
              : 'the end of the paid period'}
            . After that this installation moves to the Free plan: Premium features switch off and
            nothing is deleted. You can resume before then.
          </>
        }
        confirmLabel="Yes, cancel Premium"
        tone="danger"
        pending={cancel.isPending}
        onConfirm={onCancel}
        onCancel={() => setConfirmingCancel(false)}
      />
    </SectionCard>
  )
}
