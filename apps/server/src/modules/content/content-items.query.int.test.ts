import { deliveryQuerySchema, type ContentItem } from '@folio/schema'
import type { KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { OperationContext } from '../../lib/context.js'
import {
  createType,
  setTypeFields,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemBody,
  type ItemListBody,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { listTypeItems } from './operations/list-type-items.js'

type Type = Awaited<ReturnType<typeof createType>>

describe(`the delivery query language on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let products: Type
  let authorsType: Type
  const items: Record<string, ContentItem> = {}

  async function create(type: Type, title: string, data: object, status = 'draft') {
    const res = await api.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
      title,
      status,
      data,
    })
    expect(res.status).toBe(201)
    return res.body.data
  }

  beforeAll(async () => {
    api = await startContentApi()
    const companies = await createType(api, 'Company', [{ name: 'name', type: 'text' }])
    authorsType = await createType(api, 'Author', [
      { name: 'company', type: 'reference', referenceTypeId: companies.id },
    ])
    products = await createType(api, 'Product', [
      { name: 'price', type: 'number' },
      { name: 'launch', type: 'date' },
      { name: 'tags', type: 'array' },
      { name: 'blurb', type: 'text' },
      { name: 'body', type: 'rich-text' },
      { name: 'featured', type: 'boolean' },
      { name: 'photo', type: 'image' },
      { name: 'author', type: 'reference', referenceTypeId: authorsType.id },
    ])
    items.acme = await create(companies, 'Acme', { name: 'Acme Inc' })
    items.ann = await create(authorsType, 'Ann', { company: items.acme.id })
    items.bob = await create(authorsType, 'Bob', {})
    items.gone = await create(authorsType, 'Gone', {})
    items.w9 = await create(
      products,
      'Widget 9',
      {
        price: 9,
        launch: '2026-01-05',
        tags: ['red', 'small'],
        blurb: 'Tiny widget',
        body: '<p>Shiny gadget</p>',
        featured: true,
        author: items.ann.id,
      },
      'published',
    )
    items.w10 = await create(products, 'Widget 10', {
      price: 10,
      launch: '2026-01-10T12:00:00+02:00',
      tags: ['blue'],
      blurb: 'Bigger one',
      body: '<p>plain</p>',
      featured: false,
      author: items.bob.id,
    })
    items.g100 = await create(products, 'Gizmo 100', {
      price: 100,
      launch: '2025-12-31',
      photo: 'https://example.com/gizmo.png',
      author: items.gone.id,
    })
    const removed = await api.call(
      'editor',
      'DELETE',
      `/content/${authorsType.slug}/items/${items.gone.id}`,
    )
    expect(removed.status).toBe(204)
  })
  afterAll(async () => {
    await api.close()
  })

  async function list(query: string) {
    const res = await api.call<ItemListBody>(
      'viewer',
      'GET',
      `/content/${products.slug}/items?${query}`,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body
  }
  async function titles(query: string) {
    return (await list(query)).data.map((item) => item.title)
  }
  async function refused(query: string) {
    const res = await api.call<ErrorBody>(
      'viewer',
      'GET',
      `/content/${products.slug}/items?${query}`,
    )
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('validation_failed')
    return res.body.error.message
  }

  it('compares numbers as numbers, with every comparison operator', async () => {
    expect(await titles('filter[data.price][lt]=10&sort=title')).toEqual(['Widget 9'])
    expect(await titles('filter[data.price][lte]=10&sort=data.price')).toEqual([
      'Widget 9',
      'Widget 10',
    ])
    expect(await titles('filter[data.price][gt]=9&sort=data.price')).toEqual([
      'Widget 10',
      'Gizmo 100',
    ])
    expect(await titles('filter[data.price][gte]=100')).toEqual(['Gizmo 100'])
    expect(await titles('filter[data.price]=10')).toEqual(['Widget 10'])
    expect(await titles('filter[data.price][eq]=10.0')).toEqual(['Widget 10'])
    expect(await titles('filter[data.price][ne]=10&sort=title')).toEqual(['Gizmo 100', 'Widget 9'])
    expect(await titles('filter[data.price][in]=9,100&sort=title')).toEqual([
      'Gizmo 100',
      'Widget 9',
    ])
    // Fastify hands a repeated key over as a list; for in/nin the lists join.
    expect(await titles('filter[data.price][in]=9&filter[data.price][in]=100&sort=title')).toEqual([
      'Gizmo 100',
      'Widget 9',
    ])
    expect(await titles('filter[data.price][nin]=9,100')).toEqual(['Widget 10'])
    expect(await titles('filter[version][gte]=1&filter[version][lt]=2')).toHaveLength(3)
  })

  it('compares dates as instants, whatever their offset', async () => {
    const sorted = 'sort=data.launch'
    expect(await titles(`filter[data.launch][gt]=2026-01-01&${sorted}`)).toEqual([
      'Widget 9',
      'Widget 10',
    ])
    expect(await titles(`filter[data.launch][lt]=2026-01-10T10:00:00Z&${sorted}`)).toEqual([
      'Gizmo 100',
      'Widget 9',
    ])
    expect(await titles('filter[data.launch][eq]=2026-01-10T10:00:00.000Z')).toEqual(['Widget 10'])
    expect(await titles('filter[data.launch][lte]=2025-12-31')).toEqual(['Gizmo 100'])
    expect(await titles(`filter[createdAt][gte]=${items.w10!.createdAt}&sort=createdAt`)).toEqual([
      'Widget 10',
      'Gizmo 100',
    ])
    expect(await titles(`filter[createdAt][lt]=${items.w10!.createdAt}`)).toEqual(['Widget 9'])
    expect(await titles('filter[publishedAt][exists]=true')).toEqual(['Widget 9'])
    expect(await titles('filter[publishedAt][exists]=false')).toHaveLength(2)
  })

  it('skips values that are not dates when a text field has become a date field', async () => {
    const events = await createType(api, 'Event', [{ name: 'when', type: 'text' }])
    await create(events, 'Someday', { when: 'soon, we hope' })
    await create(events, 'Launch', { when: '2026-03-01' })
    await setTypeFields(api, events, [{ ...events.fields[0]!, type: 'date' }])
    const res = await api.call<ItemListBody>(
      'viewer',
      'GET',
      `/content/${events.slug}/items?filter[data.when][gt]=2026-01-01&sort=data.when`,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.map((item) => item.title)).toEqual(['Launch'])
  })

  it('filters text, status, booleans, references, arrays and presence', async () => {
    expect(await titles('filter[title][contains]=WIDGET&sort=title')).toEqual([
      'Widget 10',
      'Widget 9',
    ])
    expect(await titles(`filter[slug]=${items.g100!.slug}`)).toEqual(['Gizmo 100'])
    expect(await titles('filter[status]=published')).toEqual(['Widget 9'])
    expect(await titles('filter[status][nin]=published&sort=title')).toEqual([
      'Gizmo 100',
      'Widget 10',
    ])
    expect(await titles('filter[data.blurb][contains]=tiny')).toEqual(['Widget 9'])
    expect(await titles('filter[data.blurb][in]=Bigger one,Other')).toEqual(['Widget 10'])
    expect(await titles('filter[data.body][contains]=shiny')).toEqual(['Widget 9'])
    expect(await titles('filter[data.tags][contains]=blue')).toEqual(['Widget 10'])
    expect(await titles('filter[data.tags][contains]=sma')).toEqual([])
    expect(await titles('filter[data.featured]=true')).toEqual(['Widget 9'])
    expect(await titles('filter[data.featured][ne]=true&sort=title')).toEqual([
      'Gizmo 100',
      'Widget 10',
    ])
    expect(await titles(`filter[data.author]=${items.bob!.id}`)).toEqual(['Widget 10'])
    expect(await titles('filter[data.blurb][exists]=false')).toEqual(['Gizmo 100'])
    expect(await titles('filter[data.photo][exists]=true')).toEqual(['Gizmo 100'])
    expect(await titles('filter[data.tags][exists]=true&sort=title')).toEqual([
      'Widget 10',
      'Widget 9',
    ])
  })

  it('sorts by several keys, "-" meaning descending, and keeps the sort/order pair', async () => {
    expect(await titles('sort=-data.price')).toEqual(['Gizmo 100', 'Widget 10', 'Widget 9'])
    expect(await titles('sort=-status,title')).toEqual(['Widget 9', 'Gizmo 100', 'Widget 10'])
    expect(await titles('sort=data.featured,-title')).toEqual([
      'Widget 10',
      'Widget 9',
      'Gizmo 100',
    ])
    expect(await titles('sort=title&order=desc')).toEqual(['Widget 9', 'Widget 10', 'Gizmo 100'])
    const page = await list('sort=data.price&page=2&pageSize=2')
    expect(page.data.map((item) => item.title)).toEqual(['Gizmo 100'])
    expect(page.meta).toMatchObject({ page: 2, pageSize: 2, total: 3, nextCursor: null })
  })

  it('answers only the requested fields, always with the id', async () => {
    const { data } = await list(`fields=title,data.price&filter[data.price]=9`)
    expect(data).toEqual([{ id: items.w9!.id, title: 'Widget 9', data: { price: 9 } }])
  })

  it('expands references one and two levels deep; a missing target is null', async () => {
    const one = await list('expand=author&sort=data.price')
    const [w9, w10, g100] = one.data
    expect(w9!.data.author).toMatchObject({
      id: items.ann!.id,
      title: 'Ann',
      data: { company: items.acme!.id },
    })
    expect(w10!.data.author).toMatchObject({ title: 'Bob', data: { company: null } })
    expect(g100!.data.author).toBeNull()

    const two = await list('expand=author.company&sort=data.price&fields=title,data.author')
    expect(two.data[0]).toMatchObject({
      title: 'Widget 9',
      data: {
        author: { title: 'Ann', data: { company: { title: 'Acme', data: { name: 'Acme Inc' } } } },
      },
    })
  })

  it('loads each expanded level with one query, however many items the page holds', async () => {
    const { db, dialect } = api.server.app.database
    const queriesFor = async (pageSize: number) => {
      let count = 0
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          count += 1
          return args.node
        },
        transformResult: async (args) => args.result,
      }
      const ctx: OperationContext = {
        db: db.withPlugin(counter),
        dialect,
        logger: api.server.app.log,
        actor: {
          userId: 'reader',
          email: 'r@example.com',
          role: 'viewer',
          sessionId: 's',
          aal: 'aal1',
        },
      }
      // Sorted by price, the first item's author has a company: one item alone needs both levels.
      const query = deliveryQuerySchema.parse({
        expand: 'author.company',
        sort: 'data.price',
        pageSize: String(pageSize),
      })
      const page = await listTypeItems(ctx, products.id, query)
      expect(page.data).toHaveLength(pageSize)
      return count
    }
    const forOne = await queriesFor(1)
    expect(await queriesFor(3)).toBe(forOne)
    // The page's translations (for `locales`) and the reader's permissions are one more query
    // each, whatever the page size.
    expect(forOne).toBeLessThanOrEqual(12)
  })

  it('searches the title and the text and rich-text fields with q', async () => {
    expect(await titles('q=shiny')).toEqual(['Widget 9'])
    expect(await titles('q=BIGGER')).toEqual(['Widget 10'])
    expect(await titles('q=gizmo')).toEqual(['Gizmo 100'])
    expect(await titles('q=nothing-like-this')).toEqual([])
  })

  it('refuses what it cannot answer, naming the culprit', async () => {
    expect(await refused('pageSize=101')).toBe('pageSize must be at most 100')
    expect(await refused('filter[data.colour]=red')).toBe('Unknown field in filter: data.colour')
    expect(await refused('filter[price]=9')).toBe(
      'Unknown field in filter: price (data fields are written data.price)',
    )
    expect(await refused('filter[data.price][between]=1')).toMatch(
      /^Unknown operator "between" for data.price/,
    )
    expect(await refused('filter[data.price][contains]=1')).toMatch(
      /^Operator "contains" does not apply to data.price/,
    )
    expect(await refused('filter[data.price][gt]=abc')).toBe(
      'filter[data.price][gt] must be a number, got "abc"',
    )
    expect(await refused('filter[data.launch][gt]=soon')).toMatch(/must be a date/)
    expect(await refused('filter[data.featured]=yes')).toMatch(/must be true or false/)
    expect(await refused('filter[data.price')).toMatch(/^Malformed filter/)
    expect(await refused('sort=-data.colour')).toBe('Unknown field in sort: data.colour')
    expect(await refused('sort=data.tags')).toBe('Cannot sort by data.tags (array)')
    expect(await refused('fields=title,data.colour')).toBe('Unknown field in fields: data.colour')
    expect(await refused('expand=price')).toBe(
      'Cannot expand price: it is not a reference or relation field',
    )
    expect(await refused('expand=author.colour')).toBe('Unknown field in expand: author.colour')
    expect(await refused('expand=a.b.c.d')).toBe('expand=a.b.c.d goes deeper than 3 levels')
  })
})
