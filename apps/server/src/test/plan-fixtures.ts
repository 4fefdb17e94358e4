import type { Kysely } from 'kysely'

import type { Database } from '../db/tables.js'

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
