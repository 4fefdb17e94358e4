import type { Subscription } from '@folio/schema'
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
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage'
import { uiStore } from '@/stores/ui'
import { fakeSession, fakeUser } from '@/testing/auth-fixtures'
import { recordRequests } from '@/testing/stub-api'

/*
 * The pricing page is public and prerendered: it learns that someone is signed in from the
 * stored session, checked by the real auth client against `/auth/v1/user`.
 */
const admin = fakeUser({ app_metadata: { provider: 'email', role: 'admin', status: 'active' } })

function signIn(subscription: Subscription) {
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession(admin)))
  return stubBillingApi({
    subscription,
    route: ({ url }) => (url.endsWith('/auth/v1/user') ? json(200, admin) : undefined),
  })
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
  window.localStorage.clear()
  act(() => uiStore.getState().closeModal())
})

describe('Pricing page', () => {
  it('sends visitors to /signup from both plans and checks no session', async () => {
    const asked = recordRequests()
    renderPage()

    for (const name of ['Free', 'Premium'] as const) {
      const link = within(plan(name)).getByRole('link', { name: 'Get Started' })
      expect(link.getAttribute('href')).toBe('/signup')
    }
    // Requests are reported as they leave: give any that would be sent the time to.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(asked).toEqual([])
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

  it('sells nothing on a self-hosted installation', async () => {
    signIn(selfHostedSubscription)
    renderPage()

    expect(await within(plan('Premium')).findByRole('button', { name: 'Included' })).toBeDefined()
    expect(within(plan('Free')).getByRole('button', { name: 'Included' })).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull()
  })
})
