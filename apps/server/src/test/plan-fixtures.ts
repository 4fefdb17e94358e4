import type { Kysely } from 'kysely'

import type { Database } from '../db/tables.js'
import { startContentApi, type ContentApi } from './content-fixtures.js'
import { startStripeFake, type StripeFake } from './stripe-fake.js'

/**
 * The environment of an installation that sells plans. No Stripe call is made by the
 * entitlement checks, so these keys are never used against Stripe.
 */
export const SELLS_PLANS_ENV: NodeJS.ProcessEnv = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  // Nothing listens here: a test that reached Stripe would fail loudly.
  STRIPE_API_URL: 'http://127.0.0.1:9',
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Puts the installation on a plan by writing its subscription row directly: Premium is a paid
 * period ending in a month, Free a period that ended yesterday (as after a downgrade).
 */
export async function setPlan(db: Kysely<Database>, plan: 'free' | 'premium'): Promise<void> {
  const now = Date.now()
  await db
    .updateTable('billing_subscription')
    .set(
      plan === 'premium'
        ? {
            status: 'active',
            current_period_start: new Date(now).toISOString(),
            current_period_end: new Date(now + 30 * DAY_MS).toISOString(),
          }
        : { status: 'free', current_period_end: new Date(now - DAY_MS).toISOString() },
    )
    .where('id', '=', 'installation')
    .execute()
}

/** Stripe keys of a test installation and of the local Stripe it talks to. */
export interface StripeTestKeys {
  secretKey: string
  publishableKey: string
  webhookSecret: string
}

/**
 * An installation that sells Premium through a local fake Stripe, which sends its signed
 * events to the installation's webhook. The period-end job is left to the tests, which call
 * it with a chosen clock.
 */
export async function startSellingInstallation(
  keys: StripeTestKeys,
): Promise<{ fake: StripeFake; api: ContentApi }> {
  const fake = await startStripeFake(keys)
  const api = await startContentApi({
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_URL: fake.url,
    SCHEDULER_INTERVAL_MS: '3600000',
  })
  fake.setWebhookUrl(`${api.server.url}/api/v1/billing/webhook`)
  return { fake, api }
}
