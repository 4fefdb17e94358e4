import type { BillingOffer, Subscription } from '@folio/schema'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { PricingPage } from './pricing'

import {
  json,
  selfHostedSubscription,
  stubBillingApi,
  subscriptionFixture,
} from '@/features/billing/billing-test-fixtures'
import { forgetBillingOffer } from '@/features/pricing/use-billing-offer'
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage'
import { uiStore } from '@/stores/ui'
import { fakeSession, fakeUser } from '@/testing/auth-fixtures'
import { recordRequests } from '@/testing/stub-api'

/*
 * The pricing page is public and prerendered: it learns that someone is signed in from the
 * stored session, checked by the real auth client against `/auth/v1/user`.
 */
const admin = fakeUser({ app_metadata: { provider: 'email', role: 'admin', status: 'active' } })

const selling = (trialAvailable: boolean): BillingOffer => ({
  mode: 'stripe',
  priceCents: 1900,
  currency: 'usd',
  trialAvailable,
})
const selfHostedOffer: BillingOffer = { ...selling(false), mode: 'self_hosted' }

/** What the public offer endpoint answers (and the session check, when signed in). */
function stubInstallation(offer: BillingOffer, subscription?: Subscription) {
  return stubBillingApi({
    ...(subscription && { subscription }),
    route: ({ url }) => {
      if (url.endsWith('/api/v1/billing/offer')) return json(200, { data: offer })
      return url.endsWith('/auth/v1/user') ? json(200, admin) : undefined
    },
  })
}

function signIn(subscription: Subscription, offer = selling(true)) {
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession(admin)))
  return stubInstallation(offer, subscription)
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <PricingPage />
    </MemoryRouter>,
  )
}

const plan = (name: 'Free' | 'Premium') => screen.getByRole('article', { name })

afterEach(() => {
  forgetBillingOffer()
  window.localStorage.clear()
  act(() => uiStore.getState().closeModal())
})

describe('Pricing page', () => {
  it('sends visitors to /signup from both plans, and asks only what the installation sells', async () => {
    stubInstallation(selling(true))
    const asked = recordRequests()
    renderPage()

    for (const name of ['Free', 'Premium'] as const) {
      const link = within(plan(name)).getByRole('link', { name: 'Get Started' })
      expect(link.getAttribute('href')).toBe('/signup')
    }
    expect(
      await within(plan('Premium')).findByText('14-day free trial, no card required'),
    ).toBeDefined()
    expect(screen.getByText('Is there a free trial?')).toBeDefined()
    // No session is checked for a visitor.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(asked).toEqual(['GET /api/v1/billing/offer'])
  })

  it('pays by card through Stripe, and promises no trial the installation has used', async () => {
    stubInstallation(selling(false))
    renderPage()

    expect(await within(plan('Premium')).findByText('Billed monthly by card')).toBeDefined()
    expect(screen.queryByText(/free trial/i)).toBeNull()
    expect(
      screen.getByText('Premium is paid monthly by credit or debit card, through Stripe.'),
    ).toBeDefined()
    expect(screen.queryByText(/PayPal/)).toBeNull()
  })

  it('says everything is included on a self-hosted installation, with nothing to buy', async () => {
    stubInstallation(selfHostedOffer)
    renderPage()

    const included = await screen.findByRole('article', { name: 'Everything included' })
    expect(screen.getByRole('heading', { level: 1, name: 'Everything is included' })).toBeDefined()
    expect(within(included).getByText('Custom domains')).toBeDefined()
    expect(within(included).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/signup',
    )
    expect(screen.queryByRole('article', { name: 'Premium' })).toBeNull()
    expect(screen.queryByText(/free trial|day trial/i)).toBeNull()
    expect(screen.queryByText(/\$19/)).toBeNull()
    expect(screen.queryByText('Which payment methods do you accept?')).toBeNull()
    expect(screen.getByText('Is there anything to pay for?')).toBeDefined()
  })

  it('shows a signed-in Free user Current Plan and Upgrade Now, which opens the payment dialog', async () => {
    signIn(subscriptionFixture())
    renderPage()

    const current = await within(plan('Free')).findByRole('button', { name: 'Current Plan' })
    expect(current.hasAttribute('disabled')).toBe(true)
    const upgrade = within(plan('Premium')).getByRole('button', { name: 'Upgrade Now' })

    fireEvent.click(upgrade)
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' })
    expect(uiStore.getState().modal).toEqual({ kind: 'payment', amount: 1900 })
    expect(await within(dialog).findByText('$19.00')).toBeDefined()
  })

  it('marks Premium current for a Premium installation', async () => {
    signIn(subscriptionFixture({ plan: 'premium', status: 'active' }))
    renderPage()

    const current = await within(plan('Premium')).findByRole('button', { name: 'Current Plan' })
    expect(current.hasAttribute('disabled')).toBe(true)
    expect(within(plan('Free')).queryByRole('link')).toBeNull()
  })

  it('sends a signed-in member of a self-hosted installation to the dashboard', async () => {
    signIn(selfHostedSubscription, selfHostedOffer)
    renderPage()

    const included = await screen.findByRole('article', { name: 'Everything included' })
    expect(
      (await within(included).findByRole('link', { name: 'Go to dashboard' })).getAttribute('href'),
    ).toBe('/dashboard')
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull()
  })
})
