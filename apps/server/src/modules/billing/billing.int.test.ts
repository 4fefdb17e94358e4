import {
  billingMessages,
  entitlementFeatures,
  storageQuotaBytes,
  type BillingHistoryEntry,
  type PaymentIntentView,
  type PaymentStatusView,
  type Subscription,
} from '@folio/schema'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { DECLINED_CARD, type StripeFake } from '../../test/stripe-fake.js'
import { startSellingInstallation } from '../../test/plan-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { eventually } from '../../test/webhook-receiver.js'

const KEYS = {
  secretKey: 'sk_test_billing',
  publishableKey: 'pk_test_billing',
  webhookSecret: 'whsec_billing',
}
const DAY_MS = 86_400_000
const GOOD_CARD = '4242424242424242'

interface WebhookBody {
  data: { received: true; duplicate?: boolean; ignored?: boolean }
}

describe(`billing on a self-hosted installation (${dialectUnderTest})`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi()
  })
  afterAll(async () => {
    await api.close()
  })

  it('unlocks everything and sells nothing', async () => {
    const res = await api.call<{ data: Subscription }>('viewer', 'GET', '/billing/subscription')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      mode: 'self_hosted',
      plan: 'premium',
      status: 'active',
      trialAvailable: false,
      currentPeriodEnd: null,
      entitlements: [...entitlementFeatures],
      storage: { quotaBytes: null },
      publishableKey: null,
      priceCents: 1900,
    })
    expect((await api.call(null, 'GET', '/billing/subscription')).status).toBe(401)

    for (const [path, body] of [
      ['/billing/payment-intents', { plan: 'premium' }],
      ['/billing/trial', undefined],
      ['/billing/cancel', undefined],
    ] as const) {
      const refused = await api.call<ErrorBody>('admin', 'POST', path, body)
      expect(refused.status, path).toBe(422)
      expect(refused.body.error).toMatchObject({
        code: 'not_configured',
        message: billingMessages.notConfigured,
      })
    }
    const webhook = await api.server.request('/api/v1/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    })
    expect(webhook.status).toBe(422)
  })
})

describe(`billing through Stripe (${dialectUnderTest})`, () => {
  let fake: StripeFake
  let api: ContentApi
  /** The SDK as another installation on the same Stripe account would use it. */
  let otherInstallation: Stripe

  beforeAll(async () => {
    ;({ fake, api } = await startSellingInstallation(KEYS))
    const { hostname, port } = new URL(fake.url)
    otherInstallation = new Stripe(KEYS.secretKey, { host: hostname, port, protocol: 'http' })
  })
  afterAll(async () => {
    await fake.close()
    await api.close()
  })

  const db = () => api.server.app.database.db
  const row = () => db().selectFrom('billing_subscription').selectAll().executeTakeFirstOrThrow()
  const subscription = async (as: 'admin' | 'viewer' = 'admin') => {
    const res = await api.call<{ data: Subscription }>(as, 'GET', '/billing/subscription')
    expect(res.status).toBe(200)
    return res.body.data
  }
  const history = async () => {
    const res = await api.call<{ data: BillingHistoryEntry[] }>('admin', 'GET', '/billing/history')
    expect(res.status).toBe(200)
    return res.body.data
  }
  const createIntent = async () => {
    const res = await api.call<{ data: PaymentIntentView }>(
      'admin',
      'POST',
      '/billing/payment-intents',
      { plan: 'premium' },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data
  }
  const paymentStatus = (id: string) =>
    api.call<{ data: PaymentStatusView } & ErrorBody>(
      'admin',
      'GET',
      `/billing/payment-intents/${id}`,
    )
  const postWebhook = (payload: string, signature?: string) =>
    api.server.request('/api/v1/billing/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body: payload,
    })
  const sign = (payload: string, secret = KEYS.webhookSecret) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret })
  const resetToFree = () =>
    db()
      .updateTable('billing_subscription')
      .set({
        status: 'free',
        trial_started_at: null,
        trial_ends_at: null,
        current_period_start: null,
        current_period_end: null,
      })
      .execute()
  const lastEvent = (type: string) => fake.sentEvents.filter((e) => e.type === type).at(-1)!

  it('shows Free with the trial on offer, the price and the publishable key', async () => {
    const view = await subscription('viewer')
    expect(view).toMatchObject({
      mode: 'stripe',
      plan: 'free',
      status: 'free',
      trialAvailable: true,
      trialDaysLeft: null,
      currentPeriodEnd: null,
      entitlements: [],
      storage: { usedBytes: 0, quotaBytes: storageQuotaBytes.free },
      publishableKey: KEYS.publishableKey,
      priceCents: 1900,
      currency: 'usd',
    })
  })

  it('charges the plan table price for a PaymentIntent, never an amount from the browser', async () => {
    const tampered = await api.call<ErrorBody>('admin', 'POST', '/billing/payment-intents', {
      plan: 'premium',
      amount: 1,
    })
    expect(tampered.status).toBe(400)
    expect(tampered.body.error.code).toBe('validation_failed')
    expect(fake.paymentIntents.size).toBe(0)

    for (const role of ['viewer', 'editor'] as const) {
      const res = await api.call(role, 'POST', '/billing/payment-intents', { plan: 'premium' })
      expect(res.status, role).toBe(403)
    }
    expect((await api.call(null, 'POST', '/billing/payment-intents', {})).status).toBe(401)

    const view = await createIntent()
    expect(view).toMatchObject({ amountCents: 1900, currency: 'usd' })
    const intent = fake.paymentIntents.get(view.id)!
    expect(intent).toMatchObject({
      amount: 1900,
      currency: 'usd',
      client_secret: view.clientSecret,
      setup_future_usage: 'off_session',
      metadata: { plan: 'premium' },
    })
    const admin = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.folio.dev')
      .executeTakeFirstOrThrow()
    const metadata = intent.metadata as Record<string, string>
    expect(metadata.user).toBe(admin.id)
    expect(metadata.installation).toMatch(/^[0-9a-f-]{36}$/)
    // One customer for the installation, kept for later payments and renewals.
    expect(intent.customer).toBe((await row()).stripe_customer_id)
    await createIntent()
    expect(fake.customers.size).toBe(1)
    // Intents nobody confirmed are not payments: the history stays empty.
    expect(await history()).toEqual([])
  })

  it('records a declined card as failed and stays on Free', async () => {
    const { id } = await createIntent()
    await fake.confirm(id, DECLINED_CARD)
    expect(lastEvent('payment_intent.payment_failed').status).toBe(200)

    expect((await history()).map((entry) => entry.status)).toEqual(['failed'])
    expect((await subscription()).plan).toBe('free')
    const status = await paymentStatus(id)
    expect(status.body.data).toEqual({
      id,
      status: 'failed',
      amountCents: 1900,
      premiumActive: false,
    })
  })

  it("ignores another installation's payments on the same Stripe account", async () => {
    const foreign = await otherInstallation.paymentIntents.create({
      amount: 1900,
      currency: 'usd',
      metadata: { installation: 'another-installation', plan: 'premium' },
    })
    await fake.confirm(foreign.id, GOOD_CARD)
    const event = lastEvent('payment_intent.succeeded')
    expect(event.status).toBe(200)
    const replayed = await postWebhook(event.payload, sign(event.payload))
    expect((replayed.body as WebhookBody).data).toEqual({ received: true, ignored: true })

    expect((await subscription()).plan).toBe('free')
    expect((await history()).some((entry) => entry.status === 'succeeded')).toBe(false)
    const status = await paymentStatus(foreign.id)
    expect(status.status).toBe(404)
    expect(status.body.error.code).toBe('not_found')
    expect((await paymentStatus('pi_doesnotexist')).status).toBe(404)
  })

  it('refuses webhooks with a missing or wrong signature, and nothing changes', async () => {
    // A real succeeded event that never reached the server, sent by someone without the secret.
    const { id } = await createIntent()
    fake.setWebhookUrl('http://127.0.0.1:9/unreachable')
    await fake.confirm(id, GOOD_CARD)
    fake.setWebhookUrl(`${api.server.url}/api/v1/billing/webhook`)
    const event = lastEvent('payment_intent.succeeded')
    const before = await row()
    const events = () => db().selectFrom('billing_events').selectAll().execute()
    const eventsBefore = await events()
    const longAgo = Math.floor(Date.now() / 1000) - 3600

    const attempts = [
      postWebhook(event.payload),
      postWebhook(event.payload, sign(event.payload, 'whsec_not_ours')),
      postWebhook(event.payload, 't=1700000000,v1=deadbeef'),
      postWebhook(
        event.payload.replace('"livemode": false', '"livemode": true'),
        sign(event.payload),
      ),
      postWebhook(
        event.payload,
        Stripe.webhooks.generateTestHeaderString({
          payload: event.payload,
          secret: KEYS.webhookSecret,
          timestamp: longAgo,
        }),
      ),
    ]
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400)
      expect((res.body as ErrorBody).error).toEqual({
        code: 'bad_request',
        message: billingMessages.invalidSignature,
      })
    }
    expect(await row()).toEqual(before)
    expect(await events()).toEqual(eventsBefore)
    expect((await subscription()).plan).toBe('free')
    // Put the unsettled payment aside: the next tests start from Free with nothing paid.
    await db().deleteFrom('billing_payments').where('stripe_payment_intent_id', '=', id).execute()
  })

  it('refuses a correctly signed event that is not well formed, and nothing changes', async () => {
    const installation = (await row()).installation_id
    const intent = {
      id: 'pi_malformed',
      object: 'payment_intent',
      status: 'succeeded',
      amount: 1900,
      currency: 'usd',
      metadata: { installation },
      latest_charge: null,
      payment_method: null,
    }
    const event = (fields: object) =>
      JSON.stringify({
        id: `evt_malformed_${Math.random()}`,
        type: 'payment_intent.succeeded',
        ...fields,
      })
    const before = await row()
    const events = () => db().selectFrom('billing_events').selectAll().execute()
    const eventsBefore = await events()
    const payloads = [
      event({ data: { object: { ...intent, id: undefined } } }),
      event({ data: { object: { ...intent, amount: 'lots' } } }),
      event({ data: { object: { ...intent, metadata: ['installation'] } } }),
      event({ data: { object: { ...intent, latest_charge: 42 } } }),
      event({ data: { object: null } }),
      event({ data: 'nothing' }),
      event({}),
      JSON.stringify({ type: 'payment_intent.succeeded', data: { object: intent } }),
      JSON.stringify({ id: 7, type: 'payment_intent.succeeded', data: { object: intent } }),
      '[]',
    ]
    for (const payload of payloads) {
      const res = await postWebhook(payload, sign(payload))
      expect(res.status, payload).toBe(400)
      expect((res.body as ErrorBody).error, payload).toEqual({
        code: 'bad_request',
        message: billingMessages.malformedEvent,
      })
    }
    expect(await row()).toEqual(before)
    expect(await events()).toEqual(eventsBefore)
  })

  it('activates Premium for one period from the signed webhook, with a receipt in history', async () => {
    const { id } = await createIntent()
    const startedAt = Date.now()
    await fake.confirm(id, GOOD_CARD)
    expect(lastEvent('payment_intent.succeeded').status).toBe(200)

    const view = await subscription('viewer')
    expect(view).toMatchObject({
      plan: 'premium',
      status: 'active',
      entitlements: [...entitlementFeatures],
      storage: { quotaBytes: storageQuotaBytes.premium },
      trialAvailable: false,
    })
    const periodEnd = new Date(view.currentPeriodEnd!).getTime()
    expect(periodEnd).toBeGreaterThanOrEqual(startedAt + 30 * DAY_MS)
    expect(periodEnd).toBeLessThan(Date.now() + 30 * DAY_MS + 1000)

    const paid = (await history()).find((entry) => entry.status === 'succeeded')!
    expect(paid).toMatchObject({
      description: 'Folio Premium — 1 month',
      amountCents: 1900,
      currency: 'usd',
    })
    expect(paid.receiptUrl).toMatch(new RegExp(`^${fake.url}/receipts/ch_`))
    const receipt = await fetch(paid.receiptUrl!)
    expect(await receipt.text()).toContain('$19.00')
    // The card is kept for renewals.
    expect((await row()).stripe_payment_method_id).toMatch(/^pm_/)

    const status = await paymentStatus(id)
    expect(status.body.data).toEqual({
      id,
      status: 'succeeded',
      amountCents: 1900,
      premiumActive: true,
    })
  })

  it('changes nothing when an event is replayed or duplicated', async () => {
    const event = lastEvent('payment_intent.succeeded')
    const before = await row()
    const paymentsBefore = await history()

    const replayed = await postWebhook(event.payload, sign(event.payload))
    expect(replayed.status).toBe(200)
    expect((replayed.body as WebhookBody).data).toEqual({ received: true, duplicate: true })
    // Stripe may also send the same payment under a new event id.
    const copy = event.payload.replace(event.id, 'evt_copy_of_the_same_payment')
    const duplicated = await postWebhook(copy, sign(copy))
    expect(duplicated.status).toBe(200)
    // Both at once: the event's row makes the second wait and then do nothing.
    const twice = await Promise.all([
      postWebhook(copy, sign(copy)),
      postWebhook(event.payload, sign(event.payload)),
    ])
    expect(twice.map((res) => res.status)).toEqual([200, 200])

    expect(await row()).toEqual(before)
    expect(await history()).toEqual(paymentsBefore)
  })

  it('refuses a second payment while Premium is paid', async () => {
    const res = await api.call<ErrorBody>('admin', 'POST', '/billing/payment-intents', {
      plan: 'premium',
    })
    expect(res.status).toBe(409)
    expect(res.body.error).toMatchObject({
      code: 'conflict',
      message: billingMessages.alreadyPremium,
    })
  })

  it('cancels at the end of the paid period, and resumes', async () => {
    const { currentPeriodEnd } = await subscription()
    expect((await api.call('editor', 'POST', '/billing/cancel')).status).toBe(403)

    const canceled = await api.call<{ data: Subscription }>('admin', 'POST', '/billing/cancel')
    expect(canceled.status).toBe(200)
    expect(canceled.body.data).toMatchObject({
      plan: 'premium',
      status: 'canceled',
      currentPeriodEnd,
    })
    const again = await api.call<ErrorBody>('admin', 'POST', '/billing/cancel')
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(billingMessages.alreadyCanceled)

    const resumed = await api.call<{ data: Subscription }>('admin', 'POST', '/billing/resume')
    expect(resumed.body.data).toMatchObject({ plan: 'premium', status: 'active', currentPeriodEnd })
    const resumedAgain = await api.call<ErrorBody>('admin', 'POST', '/billing/resume')
    expect(resumedAgain.status).toBe(409)
    expect(resumedAgain.body.error.message).toBe(billingMessages.notResumable)

    const audit = await db()
      .selectFrom('audit_log')
      .select('summary')
      .where('area', '=', 'subscription')
      .orderBy('created_at')
      .execute()
    expect(audit.map((entry) => entry.summary)).toEqual([
      expect.stringMatching(/^Premium activated until /),
      expect.stringMatching(/^Premium cancelled; it ends on /),
      expect.stringMatching(/^Premium resumed; it renews on /),
    ])
  })

  it('grants Premium from the status check when the webhook is late', async () => {
    await resetToFree()
    fake.setWebhookUrl('http://127.0.0.1:9/unreachable')
    const { id } = await createIntent()
    await fake.confirm(id, GOOD_CARD)
    fake.setWebhookUrl(`${api.server.url}/api/v1/billing/webhook`)
    expect((await subscription()).plan).toBe('free')

    const status = await paymentStatus(id)
    expect(status.body.data).toMatchObject({ status: 'succeeded', premiumActive: true })
    const { currentPeriodEnd } = await subscription()
    // Checking again, and the webhook arriving at last, add nothing.
    await paymentStatus(id)
    const late = lastEvent('payment_intent.succeeded')
    expect(await fake.replay(late.id)).toBe(200)
    expect((await subscription()).currentPeriodEnd).toBe(currentPeriodEnd)
    const paid = (await history()).filter((entry) => entry.status === 'succeeded')
    expect(paid).toHaveLength(2)
    expect(paid[0]!.receiptUrl).toMatch(/\/receipts\/ch_/)
  })

  it('offers the trial once, and keeps its days when paying during it', async () => {
    await resetToFree()
    expect((await api.call('editor', 'POST', '/billing/trial')).status).toBe(403)
    const started = await api.call<{ data: Subscription }>('admin', 'POST', '/billing/trial')
    expect(started.status).toBe(200)
    expect(started.body.data).toMatchObject({
      plan: 'premium',
      status: 'trialing',
      trialDaysLeft: 14,
      trialAvailable: false,
      entitlements: [...entitlementFeatures],
    })
    const second = await api.call<ErrorBody>('admin', 'POST', '/billing/trial')
    expect(second.status).toBe(409)
    expect(second.body.error.message).toBe(billingMessages.trialUsed)
    const cancel = await api.call<ErrorBody>('admin', 'POST', '/billing/cancel')
    expect(cancel.status).toBe(409)
    expect(cancel.body.error.message).toBe(billingMessages.notCancelable)

    // Three days and a bit left: rounded up to 4.
    const trialEnd = new Date(Date.now() + 3.2 * DAY_MS).toISOString()
    await db().updateTable('billing_subscription').set({ trial_ends_at: trialEnd }).execute()
    expect((await subscription()).trialDaysLeft).toBe(4)

    // Paid the way Stripe.js does it from the browser: the publishable key and client secret.
    const { id, clientSecret } = await createIntent()
    const confirmUrl = `${fake.url}/v1/payment_intents/${id}/confirm`
    const preflight = await fetch(confirmUrl, { method: 'OPTIONS' })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization')
    const confirmed = await fetch(confirmUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: KEYS.publishableKey,
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': GOOD_CARD,
      }),
    })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ id, status: 'succeeded' })
    const paid = await eventually(async () => {
      const view = await subscription()
      return view.status === 'active' ? view : null
    })
    expect(paid.currentPeriodEnd).toBe(
      new Date(new Date(trialEnd).getTime() + 30 * DAY_MS).toISOString(),
    )
  })
})
