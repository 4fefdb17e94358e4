import { billingMessages } from '@folio/schema'
import type { BillingHistoryEntry } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import {
  GIB,
  json,
  selfHostedSubscription,
  stubBillingApi,
  subscriptionFixture,
} from '../billing-test-fixtures'
import { formatBillingDate } from '../subscription-display'

import { SubscriptionTab } from './subscription-tab'

import { notificationStore } from '@/stores/notifications'
import { uiStore } from '@/stores/ui'
import { renderApp } from '@/testing/render-app'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

function renderTab() {
  renderApp(<SubscriptionTab />)
}

const spec = [
  'Unlimited content types',
  'Unlimited content items',
  'Media library',
  'Team collaboration',
  'Multi-language support',
  'Version control',
]

beforeEach(() => {
  notificationStore.getState().clear()
  uiStore.getState().closeModal()
})

describe('Subscription tab', () => {
  it('says a self-hosted installation has everything unlocked and sells nothing', async () => {
    const sent = stubBillingApi({ subscription: selfHostedSubscription })
    renderTab()

    expect(await screen.findByText('Self-hosted: everything unlocked')).toBeDefined()
    expect(screen.getByText(billingMessages.selfHosted)).toBeDefined()
    for (const feature of [...spec, 'Built-in AI assistant', 'Workflow automation']) {
      expect(screen.getByText(feature)).toBeDefined()
    }
    expect(screen.getByText('3 GB used · no limit')).toBeDefined()
    expect(screen.queryByRole('button', { name: /Upgrade to Premium/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /free trial/ })).toBeNull()
    // Nothing is sold, so no billing history is asked for.
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/v1/billing/subscription',
    ])
  })

  it('shows the Free plan with its features, storage, trial and an empty history', async () => {
    stubBillingApi({ subscription: subscriptionFixture(), history: [] })
    renderTab()

    expect(await screen.findByText('Free Plan')).toBeDefined()
    const plan = screen.getByRole('region', { name: 'Current plan' })
    expect(within(plan).getByText('Free', { selector: 'span' })).toBeDefined()
    const features = within(plan).getByRole('list', { name: 'Included in Free' })
    for (const feature of spec) expect(within(features).getByText(feature)).toBeDefined()
    expect(within(features).getByText('AI assistant with your own API key')).toBeDefined()

    const meter = within(plan).getByRole('meter', { name: 'File storage' })
    expect(meter.getAttribute('aria-valuetext')).toBe('256 MB of 1 GB used')
    expect(within(plan).getByText('of 1 GB used')).toBeDefined()

    expect(within(plan).getByRole('button', { name: 'Start 14-day free trial' })).toBeDefined()
    expect(within(plan).getByText('No card required.')).toBeDefined()
    expect(await screen.findByText('No payments yet')).toBeDefined()
  })

  it('opens the payment modal with 1900 cents from Upgrade to Premium', async () => {
    stubBillingApi({ subscription: subscriptionFixture(), history: [] })
    renderTab()

    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }))
    expect(uiStore.getState().modal).toEqual({ kind: 'payment', amount: 1900 })
  })

  it('starts the trial without a card and shows the days left', async () => {
    const trialEnds = inDays(14)
    let subscription = subscriptionFixture()
    const sent = stubBillingApi({
      history: [],
      route: ({ method, url }) => {
        const path = new URL(url).pathname
        if (path === '/api/v1/billing/subscription') return json(200, { data: subscription })
        if (method === 'POST' && path === '/api/v1/billing/trial') {
          subscription = subscriptionFixture({
            plan: 'premium',
            status: 'trialing',
            trialAvailable: false,
            trialEndsAt: trialEnds,
            trialDaysLeft: 14,
            storage: { usedBytes: 0, quotaBytes: 100 * GIB },
          })
          return json(200, { data: subscription })
        }
        return undefined
      },
    })
    renderTab()

    fireEvent.click(await screen.findByRole('button', { name: 'Start 14-day free trial' }))
    expect(await screen.findByText('Premium Plan')).toBeDefined()
    expect(screen.getByText('Trial', { selector: 'span' })).toBeDefined()
    expect(screen.getByText('14 days left')).toBeDefined()
    expect(screen.getByText(`Trial ends on ${formatBillingDate(trialEnds)}`)).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Start 14-day free trial' })).toBeNull()
    // Paying keeps Premium after the trial.
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeDefined()
    expect(
      sent.some((r) => r.method === 'POST' && r.url.endsWith('/api/v1/billing/trial') && !r.body),
    ).toBe(true)
    expect(notificationStore.getState().notifications[0]?.message).toBe(
      billingMessages.trialStarted,
    )
  })

  it('shows a used trial no more, and the server refusal when it refuses anyway', async () => {
    stubBillingApi({
      subscription: subscriptionFixture(),
      history: [],
      route: ({ method, url }) =>
        method === 'POST' && url.endsWith('/trial')
          ? json(409, { error: { code: 'conflict', message: billingMessages.trialUsed } })
          : undefined,
    })
    renderTab()

    fireEvent.click(await screen.findByRole('button', { name: 'Start 14-day free trial' }))
    await waitFor(() =>
      expect(notificationStore.getState().notifications[0]?.message).toBe(
        billingMessages.trialUsed,
      ),
    )
  })

  it('renews an active plan, and cancelling keeps Premium to the end date', async () => {
    const periodEnd = inDays(20)
    let subscription = subscriptionFixture({
      plan: 'premium',
      status: 'active',
      trialAvailable: false,
      currentPeriodEnd: periodEnd,
      storage: { usedBytes: 95 * GIB, quotaBytes: 100 * GIB },
    })
    stubBillingApi({
      history: [],
      route: ({ method, url }) => {
        const path = new URL(url).pathname
        if (path === '/api/v1/billing/subscription') return json(200, { data: subscription })
        if (method === 'POST' && path === '/api/v1/billing/cancel') {
          subscription = { ...subscription, status: 'canceled' }
          return json(200, { data: subscription })
        }
        return undefined
      },
    })
    renderTab()

    expect(await screen.findByText(`Renews on ${formatBillingDate(periodEnd)}`)).toBeDefined()
    expect(screen.getByText('Active', { selector: 'span' })).toBeDefined()
    expect(screen.getByText('$19.00 per month')).toBeDefined()
    expect(screen.getByText(/Almost full/)).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Premium?' })
    expect(
      within(dialog).getByText(new RegExp(`keep Premium until ${formatBillingDate(periodEnd)}`)),
    ).toBeDefined()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel Premium' }))

    expect(await screen.findByText(`Premium ends on ${formatBillingDate(periodEnd)}`)).toBeDefined()
    expect(screen.getByText('Cancelled', { selector: 'span' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Resume Premium' })).toBeDefined()
    expect(notificationStore.getState().notifications[0]?.message).toBe(billingMessages.canceled)
  })

  it('lists payments with amount, status and a receipt opening in a new tab', async () => {
    const history: BillingHistoryEntry[] = [
      {
        id: 'pay-2',
        date: '2025-04-02T10:00:00.000Z',
        description: 'Premium plan, monthly',
        amountCents: 1900,
        currency: 'usd',
        status: 'succeeded',
        receiptUrl: 'https://pay.stripe.com/receipts/pay-2',
      },
      {
        id: 'pay-1',
        date: '2025-03-02T10:00:00.000Z',
        description: 'Premium plan, monthly',
        amountCents: 1900,
        currency: 'usd',
        status: 'failed',
        receiptUrl: null,
      },
    ]
    stubBillingApi({
      subscription: subscriptionFixture({
        plan: 'premium',
        status: 'active',
        currentPeriodEnd: inDays(29),
      }),
      history,
    })
    renderTab()

    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    const [paid, failed] = rows as [HTMLElement, HTMLElement]
    expect(within(paid).getByText(formatBillingDate('2025-04-02T10:00:00.000Z'))).toBeDefined()
    expect(within(paid).getByText('$19.00')).toBeDefined()
    expect(within(paid).getByText('Paid')).toBeDefined()
    const receipt = within(paid).getByRole('link', { name: /Receipt/ })
    expect(receipt.getAttribute('href')).toBe('https://pay.stripe.com/receipts/pay-2')
    expect(receipt.getAttribute('target')).toBe('_blank')
    expect(receipt.getAttribute('rel')).toContain('noopener')
    expect(within(failed).getByText('Failed')).toBeDefined()
    expect(within(failed).queryByRole('link')).toBeNull()
  })

  it('explains a history that could not be loaded and retries', async () => {
    let fail = true
    stubBillingApi({
      subscription: subscriptionFixture(),
      route: ({ url }) => {
        if (!url.endsWith('/api/v1/billing/history')) return undefined
        if (fail) {
          fail = false
          return json(500, { error: { code: 'internal_error', message: 'Database is down' } })
        }
        return json(200, { data: [] })
      },
    })
    renderTab()

    expect(await screen.findByText('Could not load billing history')).toBeDefined()
    expect(screen.getByText('Database is down')).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No payments yet')).toBeDefined()
  })
})
