import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Page } from '@playwright/test'

/**
 * The script URLs @stripe/stripe-js injects: `https://js.stripe.com/<release>/stripe.js` (10.x
 * loads the `endive` release), with `?advancedFraudSignals=false` when asked, and the older
 * `https://js.stripe.com/v3`. Other js.stripe.com files (fraud signals, iframes) match too.
 */
export const STRIPE_JS_URL = /^https:\/\/js\.stripe\.com\//

const standInPath = path.join(import.meta.dirname, 'stripe-stand-in.js')

/**
 * Serves the Stripe.js stand-in in place of Stripe.js, confirming payments against the local
 * Stripe-compatible server at `fakeStripeUrl`. Its confirm calls are passed on from here, so
 * the browser's cross-origin request needs no CORS support from that server.
 */
export async function serveStripeStandIn(page: Page, fakeStripeUrl: string): Promise<void> {
  const base = fakeStripeUrl.replace(/\/+$/, '')
  const script = (await readFile(standInPath, 'utf8')).replaceAll('__STRIPE_FAKE_URL__', base)
  await page.route(STRIPE_JS_URL, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      body: script,
    }),
  )
  await page.route(`${base}/v1/**`, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response })
  })
}

/** Makes every Stripe.js load fail, as on a network that blocks js.stripe.com. */
export async function blockStripeJs(page: Page): Promise<void> {
  await page.route(STRIPE_JS_URL, (route) => route.abort('blockedbyclient'))
}

/** Lets Stripe.js load again after `blockStripeJs` (to test Retry); serves the stand-in. */
export async function unblockStripeJs(page: Page, fakeStripeUrl: string): Promise<void> {
  await page.unroute(STRIPE_JS_URL)
  await serveStripeStandIn(page, fakeStripeUrl)
}
