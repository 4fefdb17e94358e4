import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createClient } from './client.js'
import { FolioAuthError, FolioRateLimitError } from './errors.js'
import { dialectUnderTest, startLiveFolio, type LiveFolio } from './test/live-folio.js'
import { thrown } from './test/thrown.js'

/** What API keys add: scopes, ETag revalidation and the per-key rate limit. */

describe(`@folio/sdk with API keys on ${dialectUnderTest}`, () => {
  let folio: LiveFolio

  beforeAll(async () => {
    folio = await startLiveFolio()
    await folio.createNotes()
  })

  afterAll(async () => {
    await folio?.close()
  })

  it('a read-only key sees published items and gets FolioAuthError (403) on writes', async () => {
    const reader = createClient({ url: folio.url, apiKey: await folio.createKey('read') })
    const notes = reader.items('sdk-notes')
    expect((await notes.list()).data.map((item) => item.title)).toEqual(['Public note'])
    const error = await thrown(notes.create({ title: 'Nope', data: {} }))
    expect(error).toBeInstanceOf(FolioAuthError)
    expect(error).toMatchObject({ status: 403, code: 'forbidden' })
    expect(error.message).toBe(
      'This API key is read-only: it cannot create, change or delete content',
    )
  })

  it('pages by cursor with list() and walks every match with all()', async () => {
    const writer = createClient({ url: folio.url, apiKey: folio.apiKey }).items('sdk-pages')
    await folio.createType('SDK Page', 'sdk-pages', [{ name: 'rank', type: 'number' }])
    for (let rank = 1; rank <= 7; rank++) {
      await writer.create({ title: `Page ${rank}`, status: 'published', data: { rank: rank % 3 } })
    }
    const reader = createClient({ url: folio.url, apiKey: await folio.createKey('read') })
    const pages = reader.items<{ rank: number }>('sdk-pages')
    const everything = await pages.list({ sort: ['-data.rank', 'title'], pageSize: 100 })
    const titles = everything.data.map((item) => item.title)
    expect(titles).toHaveLength(7)

    const first = await pages.list({ sort: ['-data.rank', 'title'], pageSize: 3 })
    expect(first.meta).toMatchObject({ page: 1, total: 7, hasMore: true, prevCursor: null })
    const second = await pages.list({
      sort: ['-data.rank', 'title'],
      pageSize: 3,
      after: first.meta.nextCursor!,
      total: true,
    })
    expect(second.data.map((item) => item.title)).toEqual(titles.slice(3, 6))
    expect(second.meta.total).toBe(7)
    expect(second.meta.page).toBeUndefined()

    const walked: string[] = []
    for await (const item of pages.all({ sort: ['-data.rank', 'title'], pageSize: 2 })) {
      walked.push(item.title)
    }
    expect(walked).toEqual(titles)
  })

  it('with cache, answers from a 304 until a write changes the content', async () => {
    const statuses: number[] = []
    const reader = createClient({
      url: folio.url,
      apiKey: await folio.createKey('read'),
      cache: true,
      fetch: async (input, init) => {
        const response = await fetch(input, init)
        statuses.push(response.status)
        return response
      },
    })
    const notes = reader.items('sdk-notes')
    const first = await notes.list({ sort: 'title' })
    const second = await notes.list({ sort: 'title' })
    expect(second).toEqual(first)
    expect(statuses).toEqual([200, 304])

    const writer = createClient({ url: folio.url, apiKey: folio.apiKey }).items('sdk-notes')
    await writer.update('public-note', {
      title: 'Public note, edited',
      status: 'published',
      data: { text: 'hello again' },
    })
    const third = await notes.list({ sort: 'title' })
    expect(third.data.map((item) => item.title)).toEqual(['Public note, edited'])
    expect(statuses).toEqual([200, 304, 200])
  })
})

describe(`@folio/sdk over the rate limit on ${dialectUnderTest}`, () => {
  let folio: LiveFolio

  beforeAll(async () => {
    folio = await startLiveFolio({ API_RATE_LIMIT_PER_MINUTE: '3' })
  })

  afterAll(async () => {
    await folio?.close()
  })

  it('throws FolioRateLimitError with retryAfter and the RateLimit headers', async () => {
    const client = createClient({ url: folio.url, apiKey: folio.apiKey })
    for (let i = 0; i < 3; i++) await client.contentTypes.list()
    const error = await thrown(client.contentTypes.list())
    expect(error).toBeInstanceOf(FolioRateLimitError)
    const limited = error as FolioRateLimitError
    expect(limited).toMatchObject({ status: 429, code: 'rate_limited', limit: 3, remaining: 0 })
    expect(limited.retryAfter).toBeGreaterThan(0)
    expect(limited.retryAfter).toBeLessThanOrEqual(60)
    expect(limited.reset).toBeGreaterThan(0)
    expect(limited.reset).toBeLessThanOrEqual(60)
  })
})
