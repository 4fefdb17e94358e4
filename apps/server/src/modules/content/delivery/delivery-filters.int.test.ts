import type { ContentItem } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createType,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemListBody,
} from '../../../test/content-fixtures.js'
import { dialectUnderTest } from '../../../test/test-server.js'
import {
  createItem,
  insertComponent,
  insertMedia,
  type Type,
} from '../../../test/structured-delivery-fixtures.js'

/** Filters and sorting on select, relation, json, media, component and blocks fields. */
describe(`delivery filters on structured fields on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let posts: Type
  const items: Record<string, ContentItem> = {}

  const titles = async (query: string) => {
    const res = await api.call<ItemListBody>(
      'viewer',
      'GET',
      `/content/${posts.slug}/items?sort=title&${query}`,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.data.map((item) => item.title)
  }
  const refused = async (query: string) => {
    const res = await api.call<ErrorBody>('viewer', 'GET', `/content/${posts.slug}/items?${query}`)
    expect(res.status).toBe(400)
    return res.body.error.message
  }

  beforeAll(async () => {
    api = await startContentApi()
    const people = await createType(api, 'Person', [{ name: 'name', type: 'text' }])
    const quote = await insertComponent(api, 'quote', [{ name: 'text', type: 'text' }])
    const option = (value: string) => ({ value, label: value.toUpperCase() })
    posts = await createType(api, 'Post', [
      { name: 'category', type: 'select', options: ['news', 'guide', 'review'].map(option) },
      { name: 'tags', type: 'select', multiple: true, options: ['a', 'b', 'c'].map(option) },
      { name: 'related', type: 'relation' },
      { name: 'config', type: 'json' },
      { name: 'cover', type: 'media' },
      { name: 'quote', type: 'component', componentId: quote.id },
      { name: 'body', type: 'blocks', componentIds: [quote.id] },
    ])
    const ann = await createItem(api, people, 'Ann', { name: 'Ann' })
    items.ann = ann
    const cover = await insertMedia(api, 'cover.png')
    items.a = await createItem(api, posts, 'A', {
      category: 'news',
      tags: ['a', 'b'],
      related: [ann.id],
      config: { theme: 'dark' },
      cover: cover.id,
      quote: { text: 'Hi' },
      body: [{ _type: quote.slug, text: 'Block' }],
    })
    items.b = await createItem(api, posts, 'B', { category: 'guide', tags: ['c'], related: [] })
    items.c = await createItem(api, posts, 'C', {})
  })

  afterAll(async () => {
    await api?.close()
  })

  it('filters a select by its values, and refuses a value it does not offer', async () => {
    expect(await titles('filter[data.category]=news')).toEqual(['A'])
    expect(await titles('filter[data.category][ne]=news')).toEqual(['B', 'C'])
    expect(await titles('filter[data.category][in]=news,guide')).toEqual(['A', 'B'])
    expect(await titles('filter[data.category][nin]=guide')).toEqual(['A', 'C'])
    expect(await titles('filter[data.category][exists]=false')).toEqual(['C'])
    expect(await titles('sort=-data.category')).toEqual(['A', 'B', 'C'])
    expect(await refused('filter[data.category]=opinion')).toBe(
      'filter[data.category] must be one of: news, guide, review',
    )
    expect(await refused('filter[data.category][in]=news,opinion')).toBe(
      'filter[data.category][in] must be one of: news, guide, review',
    )
  })

  it('asks a select with several values and a relation whether they hold an entry', async () => {
    expect(await titles('filter[data.tags][contains]=a')).toEqual(['A'])
    expect(await titles('filter[data.tags][contains]=c')).toEqual(['B'])
    expect(await titles('filter[data.tags][exists]=true')).toEqual(['A', 'B'])
    expect(await refused('filter[data.tags][contains]=z')).toBe(
      'filter[data.tags][contains] must be one of: a, b, c',
    )
    expect(await refused('filter[data.tags]=a')).toBe(
      'Operator "eq" does not apply to data.tags (select, multiple); use one of: contains, exists',
    )
    expect(await titles(`filter[data.related][contains]=${items.ann!.id}`)).toEqual(['A'])
    expect(await titles('filter[data.related][contains]=nobody')).toEqual([])
    // An empty relation holds nothing.
    expect(await titles('filter[data.related][exists]=true')).toEqual(['A'])
    expect(await titles('filter[data.related][exists]=false')).toEqual(['B', 'C'])
  })

  it('asks json, media, component and blocks fields only whether they hold a value', async () => {
    for (const name of ['config', 'cover', 'quote', 'body']) {
      expect(await titles(`filter[data.${name}][exists]=true`)).toEqual(['A'])
      expect(await titles(`filter[data.${name}][exists]=false`)).toEqual(['B', 'C'])
      expect(await refused(`filter[data.${name}]=x`)).toMatch(
        new RegExp(`^Operator "eq" does not apply to data.${name} \\(\\w+\\); use one of: exists$`),
      )
      expect(await refused(`sort=data.${name}`)).toMatch(new RegExp(`^Cannot sort by data.${name}`))
    }
    expect(await refused('sort=data.tags')).toBe('Cannot sort by data.tags (select, multiple)')
    expect(await refused('sort=data.related')).toBe('Cannot sort by data.related (relation)')
  })
})
