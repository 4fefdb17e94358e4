import { billingMessages } from '@folio/schema'
import type { PaymentStatusView } from '@folio/schema'
import { act, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PaymentSuccessPage } from './payment-success'

import { json, stubBillingApi, subscriptionFixture } from '@/features/billing/billing-test-fixtures'
import type { SentRequest } from '@/features/billing/billing-test-fixtures'
import {
  PAYMENT_POLL_LIMIT_MS,
  PAYMENT_POLL_MS,
} from '@/features/billing/components/payment-outcome'
import { formatBillingDate } from '@/features/billing/subscription-display'
import { renderApp } from '@/testing/render-app'

const periodEnd = '2030-05-01T12:00:00.000Z'
const freePlan = subscriptionFixture()
const premiumPlan = subscriptionFixture({
  plan: 'premium',
  status: 'active',
  trialAvailable: false,
  currentPeriodEnd: periodEnd,
})

const payment = (patch: Partial<PaymentStatusView>): PaymentStatusView => ({
  id: 'pi_123',
  status: 'succeeded',
  amountCents: 1900,
  premiumActive: true,
  ...patch,
})

/**
 * The server's answers: the payment goes through `steps` one poll at a time (the last one
 * stays), and the plan reads Premium only once the payment says it is active.
 */
function stubServer(steps: PaymentStatusView[]) {
  let served = 0
  let premium = false
  const sent = stubBillingApi({
    route: ({ url }) => {
      if (!url.endsWith('/api/v1/billing/subscription')) return undefined
      return json(200, { data: premium ? premiumPlan : freePlan })
    },
    payment: () => {
      const step = steps[Math.min(served, steps.length - 1)] ?? payment({})
      served += 1
      if (step.premiumActive) premium = true
      return step
    },
  })
  return {
    sent,
    paymentChecks: () => sent.filter((r: SentRequest) => r.url.includes('/payment-intents/')),
  }
}

function renderPage(search: string) {
  renderApp(
    <Routes>
      <Route path="/payment/success" element={<PaymentSuccessPage />} />
    </Routes>,
    { route: `/payment/success${search}` },
  )
}

const stripeReturn = '?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc'

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('/payment/success', () => {
  it('says so when Stripe did not send a payment, and asks the server nothing', async () => {
    const { sent } = stubServer([])
    renderPage('')
    expect(await screen.findByRole('heading', { name: 'No payment to show' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Go to Subscription' }).getAttribute('href')).toBe(
      '/settings?tab=subscription',
    )
    expect(sent.filter((r) => r.url.includes('/payment-intents/'))).toHaveLength(0)
  })

  it('shows a settled payment and the end of the Premium period', async () => {
    const { sent } = stubServer([payment({})])
    renderPage(`${stripeReturn}&redirect_status=succeeded`)

    expect(
      await screen.findByRole('heading', { name: billingMessages.paymentSucceeded }),
    ).toBeDefined()
    expect(screen.getByText('Thank you: $19.00 was paid for Premium.')).toBeDefined()
    expect(
      await screen.findByText(`Premium is active until ${formatBillingDate(periodEnd)}.`),
    ).toBeDefined()
    expect(sent.some((r) => r.url.endsWith('/api/v1/billing/payment-intents/pi_123'))).toBe(true)
  })

  it('follows a processing payment until the webhook has switched Premium on', async () => {
    const { paymentChecks } = stubServer([
      payment({ status: 'processing', premiumActive: false }),
      payment({ status: 'succeeded', premiumActive: false }),
      payment({ status: 'succeeded', premiumActive: true }),
    ])
    renderPage(`${stripeReturn}&redirect_status=succeeded`)

    expect(await screen.findByRole('heading', { name: 'Processing your payment...' })).toBeDefined()
    await wait(PAYMENT_POLL_MS)
    expect(
      await screen.findByRole('heading', { name: billingMessages.paymentSucceeded }),
    ).toBeDefined()
    expect(screen.getByText('Activating Premium...')).toBeDefined()

    await wait(PAYMENT_POLL_MS)
    // Settled: the plan is read again and shows Premium's end date.
    expect(
      await screen.findByText(`Premium is active until ${formatBillingDate(periodEnd)}.`),
    ).toBeDefined()
    expect(screen.queryByText('Activating Premium...')).toBeNull()
    const checks = paymentChecks().length
    await wait(PAYMENT_POLL_MS * 3)
    expect(paymentChecks()).toHaveLength(checks)
  })

  it('shows a failed payment with a way back to try again', async () => {
    stubServer([payment({ status: 'failed', premiumActive: false })])
    renderPage(`${stripeReturn}&redirect_status=failed`)

    expect(
      await screen.findByRole('heading', { name: billingMessages.paymentFailed }),
    ).toBeDefined()
    expect(screen.getByRole('link', { name: 'Back to Subscription' }).getAttribute('href')).toBe(
      '/settings?tab=subscription',
    )
  })

  it('stops asking after 30 seconds and says the payment is still processing', async () => {
    const { paymentChecks } = stubServer([payment({ status: 'processing', premiumActive: false })])
    renderPage(`${stripeReturn}&redirect_status=succeeded`)

    expect(await screen.findByRole('heading', { name: 'Processing your payment...' })).toBeDefined()
    await wait(PAYMENT_POLL_LIMIT_MS)
    expect(
      await screen.findByRole('heading', { name: 'Your payment is still processing' }),
    ).toBeDefined()
    const checks = paymentChecks().length
    expect(checks).toBeGreaterThanOrEqual(PAYMENT_POLL_LIMIT_MS / PAYMENT_POLL_MS - 1)
    await wait(PAYMENT_POLL_MS * 4)
    expect(paymentChecks()).toHaveLength(checks)
  })

  it('explains a payment the server does not know', async () => {
    stubBillingApi({
      subscription: freePlan,
      payment: () =>
        json(404, { error: { code: 'not_found', message: 'No payment with this id.' } }),
    })
    renderPage(`${stripeReturn}&redirect_status=succeeded`)

    expect(await screen.findByText('Could not check your payment')).toBeDefined()
    expect(screen.getByText('No payment with this id.')).toBeDefined()
  })
})
