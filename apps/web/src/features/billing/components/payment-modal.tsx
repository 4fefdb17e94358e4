import {
  billingMessages,
  formatCents,
  isAdmin,
  planFeaturesFor,
  planPriceCents,
  plans,
} from '@folio/schema'
import type { Subscription } from '@folio/schema'
import { Elements } from '@stripe/react-stripe-js'
import type { StripeElementsOptions } from '@stripe/stripe-js'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { CircleCheck, RotateCw } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { ReactNode } from 'react'

import { billingKeys, createPaymentIntent } from '../api/billing-api'
import { loadStripeClient } from '../load-stripe'

import { PaymentForm } from './payment-form'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { DialogActions } from '@/components/ui/dialog'
import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { useTheme } from '@/lib/theme'
import { useSubscription } from '@/lib/use-subscription'
import { useAuth } from '@/stores/auth'

const stripeClientQuery = (publishableKey: string) =>
  queryOptions({
    queryKey: ['stripe-js', publishableKey] as const,
    queryFn: () => loadStripeClient(publishableKey),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // The Stripe object is a live instance, not data to compare.
    structuralSharing: false,
  })

// Each opening of the dialog creates its own PaymentIntent.
let attempts = 0

// A few of Premium's features as the pricing page lists them ("Everything in Free" left out).
const premium = plans.find((plan) => plan.id === 'premium')
const highlights = premium ? planFeaturesFor(premium, 'pricing').slice(1, 4) : []

/** The amount the dialog was opened with, in cents; Premium's price when none was given. */
export function paymentAmount(amount: number | undefined): number {
  return amount !== undefined && amount > 0 ? amount : planPriceCents('premium')
}

/**
 * The payment dialog's body (spec: Payment modal): the Premium price, then Stripe's card entry.
 * It explains instead when there is nothing to pay or the person may not pay.
 */
export function PaymentModal({ amount, onClose }: { amount: number; onClose: () => void }) {
  const subscription = useSubscription()
  const role = useAuth((state) => state.user?.role ?? null)

  if (subscription.isPending) return <LoadingState label="Loading your plan..." />
  if (subscription.isError) {
    return (
      <ErrorState
        title="Could not load your plan"
        message={errorMessage(subscription.error)}
        onRetry={() => void subscription.refetch()}
      />
    )
  }

  const plan = subscription.data
  if (plan.mode === 'self_hosted' || !plan.publishableKey) {
    return (
      <Notice title="Nothing to pay" onClose={onClose}>
        {billingMessages.selfHosted}
      </Notice>
    )
  }
  if (plan.status === 'active') {
    return (
      <Notice title="You are on Premium" onClose={onClose}>
        {billingMessages.alreadyPremium}
      </Notice>
    )
  }
  if (!isAdmin(role)) {
    return (
      <Notice title="Ask an administrator" onClose={onClose}>
        Only an administrator can upgrade this installation to Premium.
      </Notice>
    )
  }
  return (
    <Checkout
      subscription={plan}
      publishableKey={plan.publishableKey}
      amount={amount}
      onClose={onClose}
    />
  )
}

function Notice({
  title,
  children,
  onClose,
}: {
  title: string
  children: ReactNode
  onClose: () => void
}) {
  return (
    <>
      <Alert tone="info" title={title}>
        {children}
      </Alert>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  )
}

function Checkout({
  subscription,
  publishableKey,
  amount,
  onClose,
}: {
  subscription: Subscription
  publishableKey: string
  amount: number
  onClose: () => void
}) {
  const [attempt] = useState(() => ++attempts)
  const intent = useQuery({
    queryKey: billingKeys.paymentIntent(attempt),
    queryFn: createPaymentIntent,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
  const stripe = useQuery(stripeClientQuery(publishableKey))
  const theme = useTheme()
  const clientSecret = intent.data?.clientSecret
  const options = useMemo<StripeElementsOptions | undefined>(() => {
    if (!clientSecret) return undefined
    const dark = theme !== 'light' && document.documentElement.classList.contains('dark')
    return { clientSecret, appearance: { theme: dark ? 'night' : 'stripe' } }
  }, [clientSecret, theme])

  // The server decides the amount; until it answers, the amount the dialog was opened with.
  const amountCents = intent.data?.amountCents ?? amount

  let body: ReactNode
  if (stripe.isError && !stripe.isFetching) {
    body = (
      <div role="alert" className="rounded-xl border border-danger/30 bg-danger-soft p-4 text-sm">
        <p className="font-semibold text-danger">{billingMessages.providerNotInitialized}</p>
        <p className="mt-1 text-foreground/80">
          Stripe.js, which keeps card details away from this server, could not be loaded.
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => void stripe.refetch()}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          Retry
        </Button>
      </div>
    )
  } else if (intent.isError && !intent.isFetching) {
    body = (
      <ErrorState
        title="Could not start the payment"
        message={errorMessage(intent.error)}
        onRetry={() => void intent.refetch()}
        className="py-6"
      />
    )
  } else if (!stripe.data || !options) {
    body = <LoadingState label="Preparing secure payment..." className="py-8" />
  } else {
    body = (
      <Elements stripe={stripe.data} options={options}>
        <PaymentForm amountCents={amountCents} onCancel={onClose} />
      </Elements>
    )
  }

  return (
    <div className="space-y-5">
      <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-surface p-4">
        <div className="min-w-0">
          <p className="font-semibold">Premium Plan</p>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {subscription.status === 'trialing'
              ? 'Keep Premium after your trial. Billed monthly; cancel any time.'
              : 'Billed monthly; cancel any time and keep Premium to the end of the period.'}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="text-2xl font-bold tracking-tight">{formatCents(amountCents)}</span>
          <span className="block text-xs text-muted-foreground">per month</span>
        </p>
      </div>
      <ul className="space-y-1.5 text-sm text-muted-foreground">
        {highlights.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <CircleCheck className="size-4 text-success" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      {body}
    </div>
  )
}
