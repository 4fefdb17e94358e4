import type { ContentApi } from '../../test/content-fixtures.js'

/** An installation that sells Premium: all three Stripe keys (never called in these tests). */
export const sellingPlansEnv: NodeJS.ProcessEnv = {
  STRIPE_SECRET_KEY: 'sk_test_automation',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_automation',
  STRIPE_WEBHOOK_SECRET: 'whsec_automation',
  // Nothing listens here: a test that reached Stripe would fail loudly.
  STRIPE_API_URL: 'http://127.0.0.1:9',
}

/** Puts the installation on a plan by writing its subscription row, as a paid webhook would. */
export async function setPlan(api: ContentApi, plan: 'free' | 'premium'): Promise<void> {
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString()
  await api.server.app.database.db
    .updateTable('billing_subscription')
    .set(
      plan === 'premium'
        ? { status: 'active', current_period_end: inAMonth, updated_at: new Date().toISOString() }
        : { status: 'free', current_period_end: null, updated_at: new Date().toISOString() },
    )
    .where('id', '=', 'installation')
    .execute()
}

/** The id of a demo account. */
export async function demoUserId(api: ContentApi, role: 'admin' | 'editor' | 'viewer') {
  const row = await api.server.app.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', `${role}@demo.folio.dev`)
    .executeTakeFirstOrThrow()
  return row.id
}
