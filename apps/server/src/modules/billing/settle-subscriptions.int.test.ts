import type { BillingHistoryEntry, Subscription } from '@folio/schema'
import type { Updateable } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { BillingSubscriptionTable } from '../../db/tables-billing.js'
import type { OperationContext } from '../../lib/context.js'
import type { ContentApi } from '../../test/content-fixtures.js'
import type { StripeFake } from '../../test/stripe-fake.js'
import { startSellingInstallation } from '../../test/plan-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { settleSubscriptions } from './operations/settle-subscriptions.js'
import { createStripeClient, type StripeClient } from './stripe-client.js'

const KEYS = {
  secretKey: 'sk_test_settle',
  publishableKey: 'pk_test_settle',
  webhookSecret: 'whsec_settle',
}
const DAY_MS = 86_400_000
const at = (days: number) => new Date(Date.now() + days * DAY_MS)

/**
 * The period-end job, called with a chosen `now` (its clock). Periods in these tests end in
 * the real future, so the server's own scheduler, which runs with the real clock, leaves them
 * alone.
 */
describe(`the period-end job (${dialectUnderTest})`, () => {
  let fake: StripeFake
  let api: ContentApi
  let stripe: StripeClient
  let customer: string

  beforeAll(async () => {
    ;({ fake, api } = await startSellingInstallation(KEYS))
    stripe = await createStripeClient({ ...KEYS, apiUrl: fake.url })
    customer = (await stripe.customers.create({ email: 'admin@demo.folio.dev' })).id
  })
  afterAll(async () => {
    await fake.close()
    await api.close()
  })
  beforeEach(async () => {
    await setRow({
      status: 'free',
      trial_started_at: null,
      trial_ends_at: null,
      current_period_start: null,
      current_period_end: null,
      stripe_customer_id: customer,
      stripe_payment_method_id: null,
    })
    await db().deleteFrom('billing_payments').execute()
  })

  const db = () => api.server.app.database.db
  const ctx = (): OperationContext => ({
    db: db(),
    dialect: api.server.app.database.dialect,
    logger: api.server.app.log,
    actor: null,
  })
  const settle = (now: Date, client = stripe) => settleSubscriptions(ctx(), { stripe: client, now })
  const row = () => db().selectFrom('billing_subscription').selectAll().executeTakeFirstOrThrow()
  const setRow = (fields: Updateable<BillingSubscriptionTable>) =>
    db().updateTable('billing_subscription').set(fields).execute()
  const subscription = async () =>
    (await api.call<{ data: Subscription }>('admin', 'GET', '/billing/subscription')).body.data
  const history = async () =>
    (await api.call<{ data: BillingHistoryEntry[] }>('admin', 'GET', '/billing/history')).body.data
  const renewalIntents = () =>
    [...fake.paymentIntents.values()].filter(
      (intent) => (intent.metadata as Record<string, string>).renewal === 'true',
    )

  it('ends a trial that ran out, and only then', async () => {
    const started = await api.call<{ data: Subscription }>('admin', 'POST', '/billing/trial')
    expect(started.body.data.entitlements.length).toBeGreaterThan(0)

    expect(await settle(at(13))).toBe('unchanged')
    expect((await row()).status).toBe('trialing')
    expect(await settle(at(15))).toBe('trial_ended')
    expect(await row()).toMatchObject({ status: 'free' })
    expect(await settle(at(16))).toBe('unchanged')

    const view = await subscription()
    expect(view).toMatchObject({ plan: 'free', status: 'free', trialAvailable: false })
    expect(view.entitlements).toEqual([])
    expect(renewalIntents()).toHaveLength(0)
  })

  it('drops a cancelled period to Free once it has ended, without charging', async () => {
    const end = at(10).toISOString()
    await setRow({ status: 'canceled', current_period_end: end, stripe_payment_method_id: 'pm_x' })
    expect(await settle(at(9))).toBe('unchanged')
    expect(await settle(at(11))).toBe('period_ended')
    expect(await row()).toMatchObject({ status: 'free' })
    expect(renewalIntents()).toHaveLength(0)
    expect(await history()).toEqual([])
  })

  it('renews an active period by charging the saved card once, even when run twice at once', async () => {
    const end = at(5).toISOString()
    await setRow({
      status: 'active',
      current_period_end: end,
      stripe_payment_method_id: 'pm_card_visa',
    })
    expect(await settle(at(4))).toBe('unchanged')

    const outcomes = await Promise.all([settle(at(6)), settle(at(6))])
    expect(outcomes).toContain('renewed')
    await fake.idle()

    const charged = renewalIntents()
    expect(charged).toHaveLength(1)
    expect(charged[0]).toMatchObject({
      amount: 1900,
      currency: 'usd',
      customer,
      payment_method: 'pm_card_visa',
      status: 'succeeded',
    })
    // The next period follows the one that ended, whoever applied it first (job or webhook).
    const renewedUntil = new Date(new Date(end).getTime() + 30 * DAY_MS).toISOString()
    expect(await row()).toMatchObject({
      status: 'active',
      current_period_start: end,
      current_period_end: renewedUntil,
    })
    expect(await settle(at(7))).toBe('unchanged')
    const entries = await history()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      description: 'Folio Premium — 1 month (renewal)',
      amountCents: 1900,
      status: 'succeeded',
    })
    expect(entries[0]!.receiptUrl).toMatch(/\/receipts\/ch_/)
    expect((await subscription()).currentPeriodEnd).toBe(renewedUntil)
  })

  it('drops to Free when the saved card is declined, and records the failed payment', async () => {
    await setRow({
      status: 'active',
      current_period_end: at(5).toISOString(),
      stripe_payment_method_id: 'pm_card_declined',
    })
    expect(await settle(at(6))).toBe('renewal_declined')
    await fake.idle()

    expect(await row()).toMatchObject({ status: 'free' })
    const entries = await history()
    expect(entries.map((entry) => [entry.status, entry.description])).toEqual([
      ['failed', 'Folio Premium — 1 month (renewal)'],
    ])
    expect(await settle(at(7))).toBe('unchanged')
  })

  it('drops to Free when there is no saved card to charge', async () => {
    await setRow({ status: 'active', current_period_end: at(5).toISOString() })
    expect(await settle(at(6))).toBe('no_saved_card')
    expect(await row()).toMatchObject({ status: 'free' })
  })

  it('leaves the renewal for the next run when Stripe cannot be reached', async () => {
    const end = at(5).toISOString()
    await setRow({ status: 'active', current_period_end: end, stripe_payment_method_id: 'pm_x' })
    const unreachable = await createStripeClient({ ...KEYS, apiUrl: 'http://127.0.0.1:9' })
    expect(await settle(at(6), unreachable)).toBe('retry_later')
    expect(await row()).toMatchObject({ status: 'active', current_period_end: end })
    expect(await history()).toEqual([])
  })
})
