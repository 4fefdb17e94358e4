import type { ContentAuthor, ContentItem } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createType,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemBody,
  type ItemListBody,
  type Role,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

describe(`content item lists and access on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let alpha: Awaited<ReturnType<typeof createType>>
  let beta: Awaited<ReturnType<typeof createType>>
  const items: Record<string, ContentItem> = {}

  beforeAll(async () => {
    api = await startContentApi()
    alpha = await createType(api, 'Alpha', [{ name: 'note', type: 'text' }])
    beta = await createType(api, 'Beta', [{ name: 'note', type: 'text' }])
    const seed: [string, string, Role, string, string | undefined][] = [
      ['zeta', alpha.slug, 'editor', 'Zeta apple', undefined],
      ['banana', alpha.slug, 'admin', 'alpha Banana', 'published'],
      ['cherry', alpha.slug, 'editor', 'Cherry 50%_off', 'archived'],
      ['pie', beta.slug, 'admin', 'Apple pie', undefined],
      ['delta', beta.slug, 'editor', 'delta', 'published'],
    ]
    for (const [key, type, as, title, status] of seed) {
      // Distinct timestamps, so date filters and sorting have something to tell apart.
      await new Promise((resolve) => setTimeout(resolve, 5))
      const res = await api.call<ItemBody>(as, 'POST', `/content/${type}/items`, {
        title,
        status,
        data: {},
      })
      expect(res.status).toBe(201)
      items[key] = res.body.data
    }
  })
  afterAll(async () => {
    await api.close()
  })

  async function list(path: string, as: Role = 'viewer') {
    const res = await api.call<ItemListBody>(as, 'GET', path)
    expect(res.status).toBe(200)
    return { titles: res.body.data.map((item) => item.title), meta: res.body.meta, res }
  }

  it("lists one type's items, most recently updated first, with page meta", async () => {
    const { titles, meta, res } = await list(`/content/${alpha.slug}/items`)
    expect(titles).toEqual(['Cherry 50%_off', 'alpha Banana', 'Zeta apple'])
    expect(meta).toEqual({
      page: 1,
      pageSize: 10,
      total: 3,
      hasMore: false,
      nextCursor: null,
      prevCursor: null,
    })
    expect(res.body.data[1]).toMatchObject({
      contentTypeId: alpha.id,
      status: 'published',
      data: { note: null },
      createdBy: { name: 'Demo Admin' },
    })

    const byId = await list(`/content/${alpha.id}/items?sort=title&order=asc&page=2&pageSize=2`)
    expect(byId.titles).toEqual(['Zeta apple'])
    expect(byId.meta).toMatchObject({ page: 2, pageSize: 2, total: 3, hasMore: false })
  })

  it('lists across types, filtered by type id or slug', async () => {
    const all = await list('/content-items?pageSize=100')
    expect(all.meta.total).toBe(8) // five here, plus the three sample items
    expect(all.titles).toContain('Welcome to Folio')

    expect((await list(`/content-items?type=${beta.slug}`)).titles).toEqual(['delta', 'Apple pie'])
    expect((await list(`/content-items?type=${beta.id}`)).meta.total).toBe(2)
    const none = await list('/content-items?type=no-such-type')
    expect(none.titles).toEqual([])
    expect(none.meta.total).toBe(0)
  })

  it('finds an item by id alone, whatever its type (dashboard and palette links)', async () => {
    const res = await api.call<ItemBody>('viewer', 'GET', `/content-items/${items.pie!.id}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ title: 'Apple pie', contentTypeId: beta.id })
    const missing = await api.call<ErrorBody>('viewer', 'GET', '/content-items/no-such-item')
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('Content item not found')
  })

  it('filters by status and by title, case-insensitively and literally', async () => {
    expect((await list('/content-items?status=archived')).titles).toEqual(['Cherry 50%_off'])
    expect((await list(`/content-items?status=published&type=${alpha.slug}`)).titles).toEqual([
      'alpha Banana',
    ])
    expect((await list('/content-items?q=APPLE&sort=title&order=asc')).titles).toEqual([
      'Apple pie',
      'Zeta apple',
    ])
    for (const q of ['%', '50%_', '_off']) {
      expect((await list(`/content-items?q=${encodeURIComponent(q)}`)).titles).toEqual([
        'Cherry 50%_off',
      ])
    }
    expect((await list('/content-items?q=a_p')).titles).toEqual([])
  })

  it('filters by author and by created and updated ranges', async () => {
    const adminId = items.banana!.createdBy!.id
    expect((await list(`/content-items?author=${adminId}&sort=title&order=asc`)).titles).toEqual([
      'alpha Banana',
      'Apple pie',
    ])

    const created = new URLSearchParams({
      createdFrom: items.banana!.createdAt,
      createdTo: items.pie!.createdAt,
      sort: 'createdAt',
      order: 'asc',
    })
    expect((await list(`/content-items?${created.toString()}`)).titles).toEqual([
      'alpha Banana',
      'Cherry 50%_off',
      'Apple pie',
    ])
    const updated = new URLSearchParams({ updatedFrom: items.pie!.updatedAt })
    expect((await list(`/content-items?${updated.toString()}`)).titles).toEqual([
      'delta',
      'Apple pie',
    ])
    const before = new URLSearchParams({ updatedTo: items.zeta!.updatedAt, type: alpha.id })
    expect((await list(`/content-items?${before.toString()}`)).titles).toEqual(['Zeta apple'])
  })

  it('sorts by title, creation and publication, in either order', async () => {
    const path = (sort: string, order: string) =>
      `/content/${alpha.slug}/items?sort=${sort}&order=${order}`
    expect((await list(path('title', 'desc'))).titles).toEqual([
      'Zeta apple',
      'Cherry 50%_off',
      'alpha Banana',
    ])
    expect((await list(path('createdAt', 'asc'))).titles).toEqual([
      'Zeta apple',
      'alpha Banana',
      'Cherry 50%_off',
    ])
    // Published items first; never-published ones after them in either order.
    expect((await list(path('publishedAt', 'desc'))).titles[0]).toBe('alpha Banana')
    expect((await list(path('publishedAt', 'asc'))).titles[0]).toBe('alpha Banana')
  })

  it('lists the people who wrote content, by name', async () => {
    const res = await api.call<{ data: ContentAuthor[] }>('viewer', 'GET', '/content-authors')
    expect(res.status).toBe(200)
    expect(res.body.data.map((a) => a.name)).toEqual(['Demo Admin', 'Demo Editor'])
    expect(res.body.data[0]!.id).toBe(items.banana!.createdBy!.id)
  })

  it('lets viewers read, editors write, and nobody in anonymously', async () => {
    const item = items.zeta!
    const itemPath = `/content/${alpha.slug}/items/${item.id}`
    for (const path of [itemPath, `${itemPath}/versions`, '/content-items', '/content-authors']) {
      expect((await api.call('viewer', 'GET', path)).status).toBe(200)
      expect((await api.call(null, 'GET', path)).status).toBe(401)
    }

    const body = { title: 'Viewer edit', data: {} }
    const writes: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', `/content/${alpha.slug}/items`, body],
      ['PUT', itemPath, body],
      ['DELETE', itemPath, undefined],
      ['POST', `${itemPath}/versions/1/restore`, {}],
      // Refused before the body is even looked at.
      ['POST', `/content/${alpha.slug}/items`, { nonsense: true }],
    ]
    for (const [method, path, payload] of writes) {
      const res = await api.call<ErrorBody>('viewer', method, path, payload)
      expect(res.status).toBe(403)
      expect(res.body.error.code).toBe('forbidden')
      expect((await api.call(null, method, path, payload)).status).toBe(401)
    }
    expect(await api.call<ItemBody>('viewer', 'GET', itemPath)).toMatchObject({
      body: { data: { title: 'Zeta apple', version: 1 } },
    })

    const edited = await api.call<ItemBody>('editor', 'PUT', itemPath, {
      title: 'Zeta apple',
      data: { note: 'edited' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({ version: 2, updatedBy: { name: 'Demo Editor' } })
  })
})
