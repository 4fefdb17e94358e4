import {
  deliveryCursorMessages,
  encodeDeliveryCursor,
  type ApiKeyWithSecret,
  type ContentItem,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../../test/api-key-fixtures.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type ErrorBody,
} from '../../../test/content-fixtures.js'
import { createItem, type Type } from '../../../test/structured-delivery-fixtures.js'
import { dialectUnderTest } from '../../../test/test-server.js'

interface PageBody {
  data: ContentItem[]
  meta: {
    page?: number
    pageSize: number
    total?: number
    hasMore: boolean
    nextCursor: string | null
    prevCursor: string | null
  }
}

/** Every sort kind the list supports, with ties, missing values and both directions. */
const SORTS = [
  '-updatedAt',
  'publishedAt',
  '-publishedAt',
  'data.name',
  '-data.name',
  '-data.price',
  'data.price,title',
  'data.released',
  '-data.released',
  'data.featured,-data.price',
  '-data.genre,data.name',
  'title',
]

describe(`cursor pages of the delivery list on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let books: Type

  const get = async <T = PageBody>(query: string, type = books) =>
    api.call<T>('viewer', 'GET', `/content/${type.slug}/items?${query}`)
  const page = async (query: string, type = books) => {
    const res = await get(query, type)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body
  }
  const refused = async (query: string) => {
    const res = await get<ErrorBody>(query)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('validation_failed')
    return res.body.error.message
  }
  const ids = (body: PageBody) => body.data.map((item) => item.id)

  /** Follows nextCursor from the first page to the end, three items at a time. */
  async function walkForwards(sort: string, type = books, between?: () => Promise<void>) {
    const seen: string[] = []
    let query = `sort=${sort}&pageSize=3`
    for (let pages = 0; pages < 50; pages++) {
      const body = await page(query, type)
      seen.push(...ids(body))
      expect(body.meta.hasMore).toBe(body.meta.nextCursor !== null)
      if (!body.meta.nextCursor) return seen
      await between?.()
      query = `sort=${sort}&pageSize=3&after=${body.meta.nextCursor}`
    }
    throw new Error('the walk did not end')
  }

  beforeAll(async () => {
    api = await startContentApi()
    const option = (value: string) => ({ value, label: value })
    books = await createType(api, 'Book', [
      { name: 'name', type: 'text' },
      { name: 'price', type: 'number' },
      { name: 'released', type: 'date' },
      { name: 'featured', type: 'boolean' },
      { name: 'genre', type: 'select', options: ['crime', 'poetry'].map(option) },
    ])
    const seed: [string, object, string][] = [
      ['A', { name: 'apple', price: 10, released: '2025-03-01', featured: true }, 'published'],
      ['B', { name: 'Apple', price: 10, released: '2025-03-01T00:00:00Z' }, 'draft'],
      ['C', { name: 'banana', price: 2.5, genre: 'crime' }, 'published'],
      ['D', { price: 7, released: '2025-03-01T10:00:00+02:00', featured: false }, 'published'],
      ['E', { name: 'Zebra', released: '2025-03-01T08:00:00Z', genre: 'poetry' }, 'draft'],
      ['F', { name: 'cherry', price: -1, released: '2024-12-31T23:59:59.123456Z' }, 'published'],
      ['G', { name: 'BANANA', price: 7, featured: true, genre: 'crime' }, 'draft'],
      ['H', {}, 'published'],
      ['I', { name: 'date', price: 1000, released: '2026-01-15', genre: 'poetry' }, 'published'],
      ['J', { name: 'apple', featured: false, genre: 'crime' }, 'draft'],
      ['K', { name: 'éclair', price: 10, released: '2025-03-01' }, 'published'],
    ]
    for (const [title, data, status] of seed) await createItem(api, books, title, data, status)
  })

  afterAll(async () => {
    await api?.close()
  })

  it('walks every sort with after= to the same items, in the same order, as one offset page', async () => {
    for (const sort of SORTS) {
      const all = ids(await page(`sort=${sort}&pageSize=100`))
      expect(all, sort).toHaveLength(11)
      expect(await walkForwards(sort), sort).toEqual(all)
    }
  })

  it('walks back from the last page with before= to the first', async () => {
    for (const sort of SORTS) {
      const all = ids(await page(`sort=${sort}&pageSize=100`))
      let body = await page(`sort=${sort}&pageSize=4&page=3`)
      const seen = ids(body)
      while (body.meta.prevCursor) {
        body = await page(`sort=${sort}&pageSize=4&before=${body.meta.prevCursor}`)
        expect(body.meta.hasMore).toBe(body.meta.prevCursor !== null)
        // Read backwards, a page still comes in the list's order, and leads forwards again.
        expect(body.meta.nextCursor).not.toBeNull()
        seen.unshift(...ids(body))
      }
      expect(seen, sort).toEqual(all)
    }
  })

  it('gives each edge a cursor: none before the first page or after the last', async () => {
    const first = await page('sort=title&pageSize=5')
    expect(first.meta).toEqual({
      page: 1,
      pageSize: 5,
      total: 11,
      hasMore: true,
      nextCursor: expect.any(String) as string,
      prevCursor: null,
    })
    const second = await page(`sort=title&pageSize=5&after=${first.meta.nextCursor}`)
    expect(second.data.map((item) => item.title)).toEqual(['F', 'G', 'H', 'I', 'J'])
    expect(second.meta).toEqual({
      pageSize: 5,
      hasMore: true,
      nextCursor: expect.any(String) as string,
      prevCursor: expect.any(String) as string,
    })
    const back = await page(`sort=title&pageSize=5&before=${second.meta.prevCursor}`)
    expect(ids(back)).toEqual(ids(first))
    expect(back.meta.prevCursor).toBeNull()
    expect(back.meta.hasMore).toBe(false)

    const last = await page('sort=title&pageSize=5&page=3')
    expect(last.data.map((item) => item.title)).toEqual(['K'])
    expect(last.meta).toMatchObject({ page: 3, total: 11, hasMore: false, nextCursor: null })
    expect(last.meta.prevCursor).not.toBeNull()
  })

  it('never repeats or skips an item when items are added between pages', async () => {
    const notes = await createType(api, 'Note', [])
    for (const title of ['B', 'D', 'F', 'H', 'J', 'L', 'N']) await createItem(api, notes, title, {})
    const before = ids(await page('sort=title&pageSize=100', notes))
    let added = 0
    const seen = await walkForwards('title', notes, async () => {
      // One new item lands before the walk's position and one after it.
      added += 1
      await createItem(api, notes, `A${added}`, {})
      await createItem(api, notes, `Z${added}`, {})
    })
    const existing = seen.filter((id) => before.includes(id))
    expect(existing).toEqual(before)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.length).toBeGreaterThan(before.length)
  })

  it('counts cursor pages only when asked, and lets offset pages skip the count', async () => {
    const first = await page('sort=title&pageSize=2')
    const next = `sort=title&pageSize=2&after=${first.meta.nextCursor}`
    expect((await page(next)).meta.total).toBeUndefined()
    const counted = await page(`${next}&total=true`)
    expect(counted.meta.total).toBe(first.meta.total)
    const filtered = await page(`${next}&total=true&filter[data.genre]=crime`)
    expect(filtered.meta.total).toBe(3)
    expect((await page('sort=title&total=false')).meta.total).toBeUndefined()
  })

  it('refuses cursors it did not make, for another sort, or beside page=', async () => {
    const { meta } = await page('sort=title&pageSize=2')
    const cursor = meta.nextCursor!
    expect(await refused('sort=title&after=not-a-cursor')).toBe(
      deliveryCursorMessages.malformed('after'),
    )
    expect(await refused(`sort=-title&before=${cursor}`)).toBe(
      deliveryCursorMessages.otherSort('before', 'title'),
    )
    expect(await refused(`sort=title&after=${cursor}&page=2`)).toBe(
      deliveryCursorMessages.withPage('after'),
    )
    expect(await refused(`sort=title&after=${cursor}&before=${cursor}`)).toBe(
      deliveryCursorMessages.bothDirections,
    )
    // Well formed, for this sort, but holding values no item could have.
    for (const [sort, value] of [
      ['-data.price', 'cheap'],
      ['data.released', 'yesterday'],
      ['title', null],
      ['title', 12],
    ] as const) {
      const forged = encodeDeliveryCursor({ sort, values: [value], id: 'x' })
      expect(await refused(`sort=${sort}&after=${forged}`)).toBe(
        deliveryCursorMessages.malformed('after'),
      )
    }
  })

  it('refuses offset pages past the first 100,000 items, naming cursors', async () => {
    expect(await refused('page=1002&pageSize=100')).toBe(deliveryCursorMessages.tooDeep)
    expect((await page('page=1001&pageSize=100')).data).toEqual([])
  })

  describe('with a read-only API key', () => {
    let key: ApiKeyWithSecret

    beforeAll(async () => {
      key = await createApiKey(api, 'read')
    })

    it('walks the published items only', async () => {
      const published = ids(await page('sort=title&pageSize=100&status=published'))
      const seen: string[] = []
      let query = 'sort=title&pageSize=2'
      for (;;) {
        const res = await callWithKey(
          api.server,
          key.secret,
          `/content/${books.slug}/items?${query}`,
        )
        expect(res.status).toBe(200)
        const body = res.body as PageBody
        expect(body.data.every((item) => item.status === 'published')).toBe(true)
        seen.push(...ids(body))
        if (!body.meta.nextCursor) break
        query = `sort=title&pageSize=2&after=${body.meta.nextCursor}`
      }
      expect(seen).toEqual(published)
    })
  })
})
