import { encodeDeliveryCursor, parseDeliveryQuery, type RawQuery } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { localeQueryString, toQueryString, toSearchParams, type ItemQuery } from './query.js'

/** The query as the server's own parser reads it, after a trip through a real query string. */
function serverReads(query: ItemQuery) {
  const raw: RawQuery = {}
  for (const [key, value] of new URLSearchParams(toQueryString(query).slice(1))) {
    const seen = raw[key]
    raw[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]
  }
  const result = parseDeliveryQuery(raw)
  if (!result.success) throw new Error(result.error.message)
  return result.data
}

function decoded(query: ItemQuery) {
  return [...toSearchParams(query)].map(([key, value]) => `${key}=${value}`)
}

describe('toSearchParams', () => {
  it('writes filters as filter[field][op]=value, a bare value as eq', () => {
    expect(
      decoded({
        filter: {
          status: 'published',
          'data.price': { gte: 10, lt: 99.5 },
          'data.featured': { eq: true },
          title: { contains: 'shoe', ne: 'Old shoe' },
        },
      }),
    ).toEqual([
      'filter[status]=published',
      'filter[data.price][gte]=10',
      'filter[data.price][lt]=99.5',
      'filter[data.featured][eq]=true',
      'filter[title][ne]=Old shoe',
      'filter[title][contains]=shoe',
    ])
  })

  it('writes in/nin as comma lists, exists as true/false and dates as ISO 8601', () => {
    expect(
      decoded({
        filter: {
          'data.category': { in: ['shoes', 'bags'], nin: [3] },
          'data.photo': { exists: false },
          publishedAt: { gte: new Date('2025-01-02T03:04:05Z'), lt: '2026-01-01' },
        },
      }),
    ).toEqual([
      'filter[data.category][in]=shoes,bags',
      'filter[data.category][nin]=3',
      'filter[data.photo][exists]=false',
      'filter[publishedAt][gte]=2025-01-02T03:04:05.000Z',
      'filter[publishedAt][lt]=2026-01-01',
    ])
  })

  it('writes sort, fields and expand as comma lists, then q and the page', () => {
    expect(
      decoded({
        page: 2,
        pageSize: 20,
        q: 'hello world',
        expand: ['author', 'author.company'],
        fields: ['title', 'slug', 'data.price'],
        sort: ['-publishedAt', 'title'],
      }),
    ).toEqual([
      'sort=-publishedAt,title',
      'fields=title,slug,data.price',
      'expand=author,author.company',
      'q=hello world',
      'page=2',
      'pageSize=20',
    ])
    expect(decoded({ sort: '-data.price' })).toEqual(['sort=-data.price'])
  })

  it('leaves out what is not set, so an empty query is an empty string', () => {
    expect(toQueryString({})).toBe('')
    expect(toQueryString()).toBe('')
    expect(
      toQueryString({ filter: { title: undefined }, sort: [], fields: [], expand: [], q: ' ' }),
    ).toBe('')
  })

  it('encodes keys and values so that brackets, spaces and & survive', () => {
    const text = toQueryString({ filter: { 'data.Hero image': { exists: true } }, q: 'a&b=c' })
    expect(text).toBe('?filter%5Bdata.Hero+image%5D%5Bexists%5D=true&q=a%26b%3Dc')
  })

  it('refuses what the server could only misread', () => {
    expect(() => toSearchParams({ filter: { 'data.tags': { in: ['a,b'] } } })).toThrow(
      'filter[data.tags][in] cannot hold a value with a comma: a,b',
    )
    expect(() => toSearchParams({ filter: { id: { nin: [] } } })).toThrow(
      'filter[id][nin] needs at least one value',
    )
    expect(() => toSearchParams({ filter: { ['data.a[0]' as 'title']: 'x' } })).toThrow(
      'Invalid field name in filter',
    )
    expect(() => toSearchParams({ filter: { updatedAt: { gt: new Date('nope') } } })).toThrow(
      'Cannot filter by an invalid Date',
    )
  })
})

describe('the server reads what the SDK writes', () => {
  it('every operator, sort direction, selection, expansion and page', () => {
    const query = serverReads({
      filter: {
        'data.price': { gt: 1, gte: 2, lt: 3, lte: 4, ne: 5, eq: 6, in: [7, 8], nin: [9] },
        'data.tags': { contains: 'sale', exists: true },
        status: 'published',
      },
      sort: ['-publishedAt', 'title'],
      fields: ['title', 'data.price'],
      expand: ['author.company'],
      q: 'leather  boots',
      page: 3,
      pageSize: 100,
    })
    expect(query.filters).toEqual([
      { field: 'data.price', op: 'eq', value: '6' },
      { field: 'data.price', op: 'ne', value: '5' },
      { field: 'data.price', op: 'gt', value: '1' },
      { field: 'data.price', op: 'gte', value: '2' },
      { field: 'data.price', op: 'lt', value: '3' },
      { field: 'data.price', op: 'lte', value: '4' },
      { field: 'data.price', op: 'in', value: ['7', '8'] },
      { field: 'data.price', op: 'nin', value: ['9'] },
      { field: 'data.tags', op: 'contains', value: 'sale' },
      { field: 'data.tags', op: 'exists', value: true },
      { field: 'status', op: 'eq', value: 'published' },
    ])
    expect(query.sort).toEqual([
      { field: 'publishedAt', direction: 'desc' },
      { field: 'title', direction: 'asc' },
    ])
    expect(query.fields).toEqual(['title', 'data.price'])
    expect(query.expand).toEqual([['author', 'company']])
    expect(query).toMatchObject({ q: 'leather  boots', page: 3, pageSize: 100, rest: {} })
  })

  it('a cursor and total, as the page after a position', () => {
    const after = encodeDeliveryCursor({ sort: '-publishedAt', values: [null], id: 'a1' })
    const query = serverReads({ sort: '-publishedAt', after, total: true })
    expect(query.cursor).toEqual({
      direction: 'after',
      position: { sort: '-publishedAt', values: [null], id: 'a1' },
    })
    expect(query.total).toBe(true)
    expect(serverReads({ sort: '-publishedAt', before: after }).cursor?.direction).toBe('before')
  })
})

describe('localeQueryString', () => {
  it('reads one item in a language with expansions, or adds nothing', () => {
    expect(localeQueryString()).toBe('')
    expect(localeQueryString({ locale: 'fr', expand: ['sections.author', 'related'] })).toBe(
      '?locale=fr&expand=sections.author%2Crelated',
    )
    expect(() => localeQueryString({ expand: ['a[0]'] })).toThrow('Invalid field name in expand')
  })
})
