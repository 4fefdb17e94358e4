import { expect, test } from '@playwright/test'

import { signInAsDemo } from './support/auth.js'
import { serveStripeStandIn } from './support/stripe.js'

/*
 * Runs against the billing installation (see playwright.config.ts), which sells Premium: its
 * pages' Content-Security-Policy lets Stripe.js in, and lets it reach Stripe's API, here the
 * local Stripe-compatible server the installation is configured with (STRIPE_API_URL). It
 * changes nothing, so it may run beside billing.spec.ts.
 */
const fakeStripeUrl = process.env.E2E_STRIPE_FAKE_URL!

test('Stripe.js loads and reaches the Stripe API under the page policy', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await serveStripeStandIn(page, fakeStripeUrl)
  await signInAsDemo(page, 'Admin')

  const response = await page.goto('/pricing')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/js\.stripe\.com/)
  expect(policy).toContain(`connect-src 'self' https://api.stripe.com ${fakeStripeUrl}`)
  expect(policy).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/)

  // What @stripe/stripe-js does: a script element for Stripe.js, which then calls the API.
  const loaded = await page.evaluate(async (apiUrl) => {
    await new Promise((resolve, reject) => {
      const script = document.createElement('script')
      script.src = 'https://js.stripe.com/v3'
      script.onload = resolve
      script.onerror = reject
      document.head.append(script)
    })
    const answer = await fetch(`${apiUrl}/v1/customers`)
    return { stripe: 'Stripe' in window, status: answer.status }
  }, fakeStripeUrl)
  expect(loaded.stripe).toBe(true)
  expect(loaded.status).toBeGreaterThan(0)
  expect(violations).toEqual([])
})
