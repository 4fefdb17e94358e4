import type { BillingOffer } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { SELLS_PLANS_ENV, setPlan } from '../../test/plan-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

type Offer = { data: BillingOffer }

describe(`what the public pricing page may promise (${dialectUnderTest})`, () => {
  let selfHosted: ContentApi
  let selling: ContentApi

  beforeAll(async () => {
    selfHosted = await startContentApi()
    selling = await startContentApi(SELLS_PLANS_ENV)
  })
  afterAll(async () => {
    await selfHosted?.close()
    await selling?.close()
  })

  it('tells a visitor that a self-hosted installation sells nothing', async () => {
    const res = await selfHosted.call<Offer>(null, 'GET', '/billing/offer')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      mode: 'self_hosted',
      priceCents: 1900,
      currency: 'usd',
      trialAvailable: false,
    })
  })

  it('offers the trial only while the installation has not used it or paid', async () => {
    const fresh = await selling.call<Offer>(null, 'GET', '/billing/offer')
    expect(fresh.status).toBe(200)
    expect(fresh.body.data).toMatchObject({ mode: 'stripe', trialAvailable: true })

    await setPlan(selling.server.app.database.db, 'premium')
    const paying = await selling.call<Offer>(null, 'GET', '/billing/offer')
    expect(paying.body.data).toMatchObject({ mode: 'stripe', trialAvailable: false })
  })
})
