import type { Subscription } from '@folio/schema'
import { expect, test, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { blockStripeJs, serveStripeStandIn, unblockStripeJs } from './support/stripe.js'

/*
 * This spec runs against the billing installation (see playwright.config.ts), which sells
 * Premium through a local Stripe-compatible server. Stripe.js is replaced by a stand-in that
 * confirms payments against that server, which then sends the signed webhook to Folio, as
 * Stripe would. The steps build on each other: Free, a declined card, a paid upgrade, cancel.
 */
test.describe.configure({ mode: 'serial' })

const fakeStripeUrl = process.env.E2E_STRIPE_FAKE_URL!

async function payWith(page: Page, cardNumber: string) {
  const card = page.getByRole('form', { name: 'Card payment' })
  await card.getByLabel('Card number').fill(cardNumber)
  await card.getByLabel('Expiry').fill('12 / 34')
  await card.getByLabel('CVC').fill('123')
  await card.getByRole('button', { name: 'Pay $19.00' }).click()
}

async function openUpgradeFromPricing(page: Page) {
  await page.goto('/pricing')
  const free = page.getByRole('article', { name: 'Free' })
  await expect(free.getByRole('button', { name: 'Current Plan' })).toBeDisabled()
  await page
    .getByRole('article', { name: 'Premium' })
    .getByRole('button', { name: 'Upgrade Now' })
    .click()
  return page.getByRole('dialog', { name: 'Upgrade to Premium' })
}

test('Free installation: Premium features are locked, with a way to upgrade', async ({ page }) => {
  await signInAsDemo(page, 'Admin')
  await page.goto('/settings?tab=subscription')
  await expect(page.getByText('Free Plan', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start 14-day free trial' })).toBeVisible()
  await expect(page.getByText('No payments yet')).toBeVisible()

  await page.goto('/analytics')
  const lock = page.getByRole('note', { name: 'Advanced analytics needs Premium' })
  await expect(lock).toBeVisible()
  await lock.getByRole('link', { name: 'Upgrade' }).click()
  await expect(page).toHaveURL(/\/settings\?tab=subscription$/)
})

test('the dialog says the payment provider is not initialized, and Retry loads it', async ({
  page,
}) => {
  await blockStripeJs(page)
  await signInAsDemo(page, 'Admin')
  const dialog = await openUpgradeFromPricing(page)
  await expect(dialog.getByText(/payment provider is not initialized/)).toBeVisible({
    timeout: 30_000,
  })

  await unblockStripeJs(page, fakeStripeUrl)
  await dialog.getByRole('button', { name: 'Retry' }).click()
  await expect(dialog.getByLabel('Card number')).toBeVisible()
})

test('a declined card shows the failure message and nothing changes', async ({ page }) => {
  await serveStripeStandIn(page, fakeStripeUrl)
  await signInAsDemo(page, 'Admin')
  const dialog = await openUpgradeFromPricing(page)
  await expect(dialog.getByText('$19.00').first()).toBeVisible()

  await payWith(page, '4000 0000 0000 0002')
  await expect(dialog.getByText('Payment failed. Please try again.')).toBeVisible()
  await expect(page).toHaveURL(/\/pricing$/)

  const subscription = await apiAs<Subscription>(
    page.request,
    'admin',
    'GET',
    '/billing/subscription',
  )
  expect(subscription.plan).toBe('free')
})

test('upgrade from pricing: Processing..., /payment/success, then Premium in Settings', async ({
  page,
}) => {
  await serveStripeStandIn(page, fakeStripeUrl)
  await signInAsDemo(page, 'Admin')
  const dialog = await openUpgradeFromPricing(page)

  // Hold the confirmation for a moment so the working state can be seen.
  await page.route(`${fakeStripeUrl}/v1/payment_intents/*/confirm`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.fulfill({ response: await route.fetch() })
  })
  await payWith(page, '4242 4242 4242 4242')
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled()

  await expect(page).toHaveURL(/\/payment\/success\?payment_intent=pi_/)
  await expect(page.getByText('Payment processed successfully')).toBeVisible()
  await expect(page.getByText(/Premium is active until/)).toBeVisible()

  await page
    .getByRole('link', { name: /subscription/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/settings\?tab=subscription/)
  await expect(page.getByText('Premium Plan', { exact: true })).toBeVisible()
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Renews on /)).toBeVisible()

  const history = page.getByRole('region', { name: 'Billing history' })
  const paid = history.getByRole('row').filter({ hasText: 'Folio Premium' }).filter({
    hasText: 'Paid',
  })
  await expect(paid).toHaveCount(1)
  await expect(paid.getByText('$19.00')).toBeVisible()
  await expect(paid.getByRole('link', { name: /Receipt/ })).toHaveAttribute('href', /receipts/)

  // What was locked is open now.
  await page.goto('/analytics')
  await expect(page.getByRole('note', { name: 'Advanced analytics needs Premium' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible()
})

test('cancel keeps Premium until the end of the period, and resume undoes it', async ({ page }) => {
  await signInAsDemo(page, 'Admin')
  await page.goto('/settings?tab=subscription')
  await page.getByRole('button', { name: 'Cancel subscription' }).click()
  const confirm = page.getByRole('dialog', { name: 'Cancel Premium?' })
  await expect(confirm).toContainText('You keep Premium until')
  await confirm.getByRole('button', { name: 'Yes, cancel Premium' }).click()

  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Premium ends on /)).toBeVisible()
  await expect(page.getByText('Premium Plan', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Resume Premium' }).click()
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Renews on /)).toBeVisible()
})
