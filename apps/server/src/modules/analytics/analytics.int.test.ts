import {
  analyticsMessages,
  analyticsResponseSchema,
  apiKeyMessages,
  entitlementMessage,
  type Analytics,
  type ApiKeyWithSecret,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemBody,
  type Role,
} from '../../test/content-fixtures.js'
import { SELLS_PLANS_ENV, setPlan } from '../../test/plan-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

const DAY_MS = 86_400_000
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS)
const dateOf = (at: Date) => at.toISOString().slice(0, 10)
const today = () => dateOf(new Date())

/**
 * No sample content: every item and publication counted here is one the test made. Counters
 * write when a test flushes them, never on their own timer in the middle of a test.
 */
const EMPTY = { SEED_SAMPLE_DATA: 'false', API_KEY_USAGE_FLUSH_MS: '600000' }

async function analytics(api: ContentApi, query = '', as: Role = 'editor') {
  const res = await api.call<{ data: Analytics }>(as, 'GET', `/analytics${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(analyticsResponseSchema.safeParse(res.body).success).toBe(true)
  return res.body.data
}

describe(`analytics on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: Awaited<ReturnType<typeof createType>>
  let key: ApiKeyWithSecret
  let other: ApiKeyWithSecret

  beforeAll(async () => {
    api = await startContentApi(EMPTY)
    type = await createType(api, 'Article', [{ name: 'body', type: 'text' }])
    key = await createApiKey(api, 'read')
    other = await createApiKey(api, 'read')
  })
  afterAll(async () => {
    await api?.close()
  })

  const db = () => api.server.app.database.db
  const itemsPath = () => `/content/${type.slug}/items`
  const flushCounters = async () => {
    await api.server.app.itemReads.flush()
    await api.server.app.apiKeyUsage.flush()
  }

  async function create(title: string, status: 'draft' | 'published') {
    const res = await api.call<ItemBody>('editor', 'POST', itemsPath(), {
      title,
      status,
      data: { body: title },
    })
    expect(res.status).toBe(201)
    return res.body.data
  }
  async function setStatus(id: string, status: 'draft' | 'published') {
    const current = await api.call<ItemBody>('editor', 'GET', `${itemsPath()}/${id}`)
    const { title, data } = current.body.data
    const res = await api.call('editor', 'PUT', `${itemsPath()}/${id}`, { title, status, data })
    expect(res.status).toBe(200)
  }
  const read = (secret: string, idOrSlug: string, headers: Record<string, string> = {}) =>
    callWithKey(api.server, secret, `${itemsPath()}/${idOrSlug}`, { headers })

  it('answers every day of the range with zeros before anything happened', async () => {
    const result = await analytics(api, '?days=7')
    expect(result.days).toBe(7)
    expect(result.to).toBe(today())
    expect(result.from).toBe(dateOf(dayAgo(6)))
    expect(result.contentPerDay.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => dateOf(dayAgo(6 - i))),
    )
    expect(result.contentPerDay.every((day) => day.created === 0 && day.published === 0)).toBe(true)
    expect(result.totals).toEqual({ created: 0, published: 0, requests: 0, reads: 0 })
    expect(result.requestsPerKey).toEqual([])
    expect(result.mostRead).toEqual([])

    const byDefault = await analytics(api)
    expect(byDefault.days).toBe(30)
    expect(byDefault.contentPerDay).toHaveLength(30)
    expect((await analytics(api, '?days=90')).contentPerDay).toHaveLength(90)
  })

  it('counts items created, and each publication on the day it happened', async () => {
    const live = await create('Live from the start', 'published')
    const later = await create('Published later', 'draft')
    await create('Never published', 'draft')
    await setStatus(later.id, 'published')
    // Editing a published item is not another publication...
    await setStatus(later.id, 'published')
    // ...taking it down and putting it up again is.
    await setStatus(later.id, 'draft')
    await setStatus(later.id, 'published')

    // An item created and published five days ago (as an import or a slow clock would leave it).
    const old = await create('Old news', 'published')
    const fiveDaysAgo = dayAgo(5).toISOString()
    await db()
      .updateTable('content_items')
      .set({ created_at: fiveDaysAgo })
      .where('id', '=', old.id)
      .execute()
    await db()
      .updateTable('content_item_versions')
      .set({ created_at: fiveDaysAgo })
      .where('item_id', '=', old.id)
      .execute()

    const result = await analytics(api, '?days=7')
    expect(result.contentPerDay.at(-1)).toEqual({ date: today(), created: 3, published: 3 })
    expect(result.contentPerDay.find((day) => day.date === dateOf(dayAgo(5)))).toEqual({
      date: dateOf(dayAgo(5)),
      created: 1,
      published: 1,
    })
    expect(result.totals).toMatchObject({ created: 4, published: 4 })
    expect(live.status).toBe('published')
  })

  it('counts single-item reads made with a key, after a flush, and not lists or people', async () => {
    const popular = await create('Popular', 'published')
    const quiet = await create('Quiet', 'published')
    const draft = await create('Hidden draft', 'draft')

    for (let i = 0; i < 3; i += 1) expect((await read(key.secret, popular.id)).status).toBe(200)
    // By slug, and with the other key: the same item.
    expect((await read(other.secret, popular.slug)).status).toBe(200)
    const first = await read(key.secret, quiet.id)
    expect(first.status).toBe(200)
    // An app revalidating its copy still shows the item: a 304 is a read.
    const etag = first.headers.get('etag')!
    expect((await read(key.secret, quiet.id, { 'if-none-match': etag })).status).toBe(304)
    // Not counted: a read-only key's 404 for a draft, a list, and people signed in.
    expect((await read(key.secret, draft.id)).status).toBe(404)
    expect((await callWithKey(api.server, key.secret, itemsPath())).status).toBe(200)
    expect((await api.call('viewer', 'GET', `${itemsPath()}/${quiet.id}`)).status).toBe(200)

    // Nothing is written by the requests themselves.
    expect((await analytics(api, '?days=7')).totals.reads).toBe(0)
    await flushCounters()

    const result = await analytics(api, '?days=7')
    expect(result.totals.reads).toBe(6)
    expect(result.mostRead).toEqual([
      {
        itemId: popular.id,
        title: 'Popular',
        contentType: { id: type.id, slug: type.slug, name: 'Article' },
        reads: 4,
      },
      {
        itemId: quiet.id,
        title: 'Quiet',
        contentType: { id: type.id, slug: type.slug, name: 'Article' },
        reads: 2,
      },
    ])

    // Per key, every day of the range, most requests first; the list and the 404 were requests.
    expect(result.requestsPerKey.map((entry) => [entry.apiKeyId, entry.name, entry.total])).toEqual(
      [
        [key.id, key.name, 7],
        [other.id, other.name, 1],
      ],
    )
    const series = result.requestsPerKey[0]!.perDay
    expect(series).toHaveLength(7)
    expect(series.at(-1)).toEqual({ date: today(), count: 7 })
    expect(series.slice(0, -1).every((day) => day.count === 0)).toBe(true)
    expect(result.totals.requests).toBe(8)
  })

  it('keeps to the range, ranks the top ten and forgets deleted items', async () => {
    const weekBefore = (await analytics(api, '?days=7')).totals.reads
    const monthBefore = (await analytics(api, '?days=30')).totals.reads
    const items = []
    for (let i = 0; i < 12; i += 1) items.push(await create(`Ranked ${i}`, 'published'))
    const counter = api.server.app.itemReads
    // Item i is read 2(i + 1) times today: the top ten are 11 down to 2.
    items.forEach((item, i) => {
      for (let n = 0; n < 2 * (i + 1); n += 1) counter.count(item.id)
    })
    // Once three days ago (in the week), a hundred times ten days ago (in the month only).
    counter.count(items[1]!.id, dayAgo(3))
    for (let n = 0; n < 100; n += 1) counter.count(items[0]!.id, dayAgo(10))
    await flushCounters()

    const week = await analytics(api, '?days=7')
    expect(week.mostRead.map((entry) => entry.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Ranked ${11 - i}`),
    )
    expect(week.mostRead[0]).toMatchObject({ itemId: items[11]!.id, reads: 24 })
    expect(week.totals.reads - weekBefore).toBe(156 + 1)
    const month = await analytics(api, '?days=30')
    expect(month.mostRead[0]).toMatchObject({ itemId: items[0]!.id, reads: 102 })
    expect(month.totals.reads - monthBefore).toBe(156 + 1 + 100)

    const gone = items[11]!
    expect((await api.call('editor', 'DELETE', `${itemsPath()}/${gone.id}`)).status).toBe(204)
    // Reads counted for an item deleted before the flush are dropped without an error.
    counter.count(gone.id)
    counter.count(items[10]!.id)
    await flushCounters()
    const after = await analytics(api, '?days=7')
    expect(after.mostRead.map((entry) => entry.itemId)).not.toContain(gone.id)
    expect(after.mostRead[0]).toMatchObject({ itemId: items[10]!.id, reads: 23 })
    const rows = await db()
      .selectFrom('content_item_daily_reads')
      .selectAll()
      .where('item_id', '=', gone.id)
      .execute()
    expect(rows).toEqual([])
  })

  it('is for everyone signed in, as themselves, with a range of 7, 30 or 90 days', async () => {
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      expect((await api.call(role, 'GET', '/analytics')).status).toBe(200)
    }
    expect((await api.call(null, 'GET', '/analytics')).status).toBe(401)
    const withKey = await callWithKey(api.server, key.secret, '/analytics')
    expect(withKey.status).toBe(401)
    expect((withKey.body as ErrorBody).error.message).toBe(apiKeyMessages.notForKeys)

    for (const days of ['14', '0', 'week', '']) {
      const res = await api.call<ErrorBody>('editor', 'GET', `/analytics?days=${days}`)
      expect(res.status, days).toBe(400)
      expect(res.body.error.code).toBe('validation_failed')
    }
    const res = await api.call<ErrorBody>('editor', 'GET', '/analytics?days=14')
    expect(JSON.stringify(res.body.error)).toContain(analyticsMessages.invalidRange)
  })
})

describe(`analytics on an installation that sells plans, on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi({ ...EMPTY, ...SELLS_PLANS_ENV })
  })
  afterAll(async () => {
    await api?.close()
  })

  it('answers 402 on the Free plan, and the figures on Premium', async () => {
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      const res = await api.call<ErrorBody>(role, 'GET', '/analytics')
      expect(res.status).toBe(402)
      expect(res.body.error).toEqual({
        code: 'payment_required',
        message: entitlementMessage('advanced_analytics'),
      })
    }

    await setPlan(api.server.app.database.db, 'premium')
    const result = await analytics(api, '?days=7', 'viewer')
    expect(result.contentPerDay).toHaveLength(7)

    await setPlan(api.server.app.database.db, 'free')
    expect((await api.call('admin', 'GET', '/analytics')).status).toBe(402)
  })
})
