import { billingMessages, formatCents } from '@folio/schema'
import type { PaymentStatusView } from '@folio/schema'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleCheck, CircleX, Hourglass, LoaderCircle, SearchX } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { billingKeys, getPaymentStatus } from '../api/billing-api'
import { formatBillingDate } from '../subscription-display'

import { buttonClass } from '@/components/ui/button'
import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { subscriptionKeys, useSubscription } from '@/lib/use-subscription'

/** How often the page asks again while Stripe or its webhook is still on the way. */
export const PAYMENT_POLL_MS = 1500
/** How long it keeps asking before it says the payment is taking longer than usual. */
export const PAYMENT_POLL_LIMIT_MS = 30_000

const SUBSCRIPTION_PATH = '/settings?tab=subscription'

/** Done: nothing will change by asking again. */
function isSettled(payment: PaymentStatusView | undefined): boolean {
  if (!payment) return false
  return payment.status === 'failed' || (payment.status === 'succeeded' && payment.premiumActive)
}

const tones = {
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
  waiting: 'bg-primary-soft text-primary-text',
  neutral: 'bg-muted text-muted-foreground',
} as const

function OutcomeCard({
  icon: Icon,
  tone,
  spin = false,
  title,
  children,
  actions,
}: {
  icon: LucideIcon
  tone: keyof typeof tones
  spin?: boolean
  title: string
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <section
      aria-labelledby="payment-outcome-title"
      className="mx-auto mt-6 max-w-lg rounded-2xl border border-border bg-card px-6 py-10 text-center shadow-sm"
    >
      <span className={cn('mx-auto grid size-14 place-items-center rounded-2xl', tones[tone])}>
        <Icon className={cn('size-7', spin && 'animate-spin')} aria-hidden="true" />
      </span>
      <h1 id="payment-outcome-title" className="mt-5 text-xl font-bold tracking-tight">
        {title}
      </h1>
      <div role="status" className="mt-2 space-y-2 text-sm text-pretty text-muted-foreground">
        {children}
      </div>
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div>}
    </section>
  )
}

function SubscriptionLink({ primary = false, children }: { primary?: boolean; children: string }) {
  return (
    <Link
      to={SUBSCRIPTION_PATH}
      className={buttonClass({ variant: primary ? 'primary' : 'secondary' })}
    >
      {children}
    </Link>
  )
}

/** The end of the paid period once the subscription shows Premium, else null. */
function usePremiumUntil(active: boolean): string | null {
  const subscription = useSubscription()
  const data = subscription.data
  if (!active || !data || data.plan !== 'premium' || !data.currentPeriodEnd) return null
  return formatBillingDate(data.currentPeriodEnd)
}

/**
 * `/payment/success`: the result of the payment Stripe just sent the browser back from, as the
 * server knows it. While Stripe or its webhook is still on the way it asks again every 1.5 s,
 * for up to 30 s.
 */
export function PaymentOutcome({
  paymentIntentId,
  redirectStatus,
}: {
  paymentIntentId: string | null
  redirectStatus: string | null
}) {
  const queryClient = useQueryClient()
  const [timedOut, setTimedOut] = useState(false)
  const payment = useQuery({
    queryKey: billingKeys.payment(paymentIntentId ?? ''),
    queryFn: ({ signal }) => getPaymentStatus(paymentIntentId ?? '', signal),
    enabled: paymentIntentId !== null,
    refetchInterval: (query) => (timedOut || isSettled(query.state.data) ? false : PAYMENT_POLL_MS),
    refetchIntervalInBackground: true,
  })
  const settled = isSettled(payment.data)
  const premiumUntil = usePremiumUntil(settled && payment.data?.status === 'succeeded')

  useEffect(() => {
    if (settled) return
    const timer = setTimeout(() => setTimedOut(true), PAYMENT_POLL_LIMIT_MS)
    return () => clearTimeout(timer)
  }, [settled])

  // The plan changed (or a failed payment was recorded): every screen reads it again.
  useEffect(() => {
    if (!settled) return
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.subscription() })
    void queryClient.invalidateQueries({ queryKey: billingKeys.history() })
  }, [settled, queryClient])

  if (paymentIntentId === null) {
    return (
      <OutcomeCard
        icon={SearchX}
        tone="neutral"
        title="No payment to show"
        actions={<SubscriptionLink primary>Go to Subscription</SubscriptionLink>}
      >
        <p>
          This page shows the result of a payment when Stripe sends you back here. Your plan and
          billing history are in Settings → Subscription.
        </p>
      </OutcomeCard>
    )
  }

  if (payment.isPending) return <LoadingState label="Checking your payment..." />
  if (payment.isError) {
    return (
      <ErrorState
        title="Could not check your payment"
        message={errorMessage(payment.error)}
        onRetry={() => void payment.refetch()}
      />
    )
  }

  const { status, amountCents, premiumActive } = payment.data
  if (status === 'failed' || (status === 'processing' && redirectStatus === 'failed')) {
    return (
      <OutcomeCard
        icon={CircleX}
        tone="danger"
        title={billingMessages.paymentFailed}
        actions={<SubscriptionLink primary>Back to Subscription</SubscriptionLink>}
      >
        <p>No money was taken. Try again with another card, or check the card details.</p>
      </OutcomeCard>
    )
  }

  if (status === 'processing') {
    return (
      <OutcomeCard
        icon={timedOut ? Hourglass : LoaderCircle}
        spin={!timedOut}
        tone="waiting"
        title={timedOut ? 'Your payment is still processing' : 'Processing your payment...'}
        actions={timedOut && <SubscriptionLink>Go to Subscription</SubscriptionLink>}
      >
        <p>
          {timedOut
            ? 'Stripe has not finished yet. This can take a few minutes; Settings → Subscription shows Premium once it is done.'
            : `Stripe is confirming your payment of ${formatCents(amountCents)}.`}
        </p>
      </OutcomeCard>
    )
  }

  return (
    <OutcomeCard
      icon={CircleCheck}
      tone="success"
      title={billingMessages.paymentSucceeded}
      actions={
        <>
          <SubscriptionLink primary>View subscription</SubscriptionLink>
          <Link to="/dashboard" className={buttonClass({ variant: 'secondary' })}>
            Go to dashboard
          </Link>
        </>
      }
    >
      <p>Thank you: {formatCents(amountCents)} was paid for Premium.</p>
      {premiumActive ? (
        premiumUntil && (
          <p className="font-medium text-foreground">Premium is active until {premiumUntil}.</p>
        )
      ) : timedOut ? (
        <p>Premium switches on as soon as Stripe confirms the payment to this installation.</p>
      ) : (
        <p className="flex items-center justify-center gap-2">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Activating Premium...
        </p>
      )}
    </OutcomeCard>
  )
}
