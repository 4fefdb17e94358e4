import { describe, expect, it } from 'vitest'

import {
  decodeDeliveryCursor,
  deliveryCursorMessages,
  encodeDeliveryCursor,
} from './delivery-cursor.js'
import { deliveryQuerySchema, parseDeliveryQuery, type RawQuery } from './delivery-query.js'

function parsed(raw: RawQuery) {
  const result = parseDeliveryQuery(raw)
  if (!result.success) throw new Error(result.error.message)
  return result.data
}

function error(raw: RawQuery) {
  const result = parseDeliveryQuery(raw)
  if (result.success) throw new Error('expected the query to be refused')
  return result.error
}

describe('parseDeliveryQuery', () => {
  it('reads filters, with eq when no operator is given', () => {
    const query = parsed({
      'filter[data.price][gte]': '10',
      'filter[status]': 'published',
      'filter[data.tags][in]': 'a, b,c',
      'filter[data.photo][exists]': 'false',
    })
    expect(query.filters).toEqual([
      { field: 'data.price', op: 'gte', value: '10' },
      { field: 'status', op: 'eq', value: 'published' },
      { field: 'data.tags', op: 'in', value: ['a', 'b', 'c'] },
      { field: 'data.photo', op: 'exists', value: false },
    ])
  })

  it('takes field names with spaces, as content types allow them', () => {
    expect(parsed({ 'filter[data.Hero image][exists]': 'true' }).filters).toEqual([
      { field: 'data.Hero image', op: 'exists', value: true },
    ])
  })

  it('joins repeated in/nin keys and refuses other repeats', () => {
    expect(parsed({ 'filter[id][nin]': ['a', 'b,c'] }).filters[0]?.value).toEqual(['a', 'b', 'c'])
    expect(error({ 'filter[title]': ['a', 'b'] }).message).toBe(
      'filter[title] is given more than once',
    )
  })

  it('reads sort keys with "-" for descending and keeps the sort/order pair', () => {
    expect(parsed({ sort: '-publishedAt,title' }).sort).toEqual([
      { field: 'publishedAt', direction: 'desc' },
      { field: 'title', direction: 'asc' },
    ])
    expect(parsed({ sort: 'title', order: 'desc' }).sort).toEqual([
      { field: 'title', direction: 'desc' },
    ])
    expect(parsed({}).sort).toEqual([{ field: 'updatedAt', direction: 'desc' }])
    expect(parsed({ order: 'asc' }).sort).toEqual([{ field: 'updatedAt', direction: 'asc' }])
  })

  it('reads fields, expand paths, q and paging', () => {
    const query = parsed({
      fields: 'title,slug,data.price',
      expand: 'author.company,tags',
      q: '  hello ',
      page: '3',
      pageSize: '100',
      status: 'draft',
    })
    expect(query).toMatchObject({
      fields: ['title', 'slug', 'data.price'],
      expand: [['author', 'company'], ['tags']],
      q: 'hello',
      page: 3,
      pageSize: 100,
      rest: { status: 'draft' },
    })
    expect(parsed({}).fields).toBeUndefined()
    expect(parsed({ q: '  ' }).q).toBeUndefined()
  })

  it('names the culprit of malformed syntax', () => {
    expect(error({ pageSize: '101' })).toEqual({
      key: 'pageSize',
      message: 'pageSize must be at most 100',
    })
    expect(error({ page: '0' }).message).toBe('page must be a whole number of at least 1')
    expect(error({ 'filter[price][between]': '1' }).message).toMatch(
      /^Unknown operator "between" for price/,
    )
    expect(error({ 'filter[price': '1' }).message).toMatch(/^Malformed filter "filter\[price"/)
    expect(error({ 'filter[a][b][c]': '1' }).message).toMatch(/^Malformed filter/)
    expect(error({ 'filters[a]': '1' }).message).toMatch(/^Unknown query parameter "filters\[a\]"/)
    expect(error({ 'filter[a][exists]': 'yes' }).message).toBe(
      'filter[a][exists] must be true or false',
    )
    expect(error({ sort: 'title,,slug' }).message).toBe('sort has an empty entry')
    expect(error({ order: 'up' }).message).toBe('order must be asc or desc')
    expect(error({ expand: 'a.b.c.d' }).message).toBe('expand=a.b.c.d goes deeper than 3 levels')
  })
})

describe('cursors', () => {
  const position = { sort: '-data.price,title', values: [12.5, 'ünïcode ✓'], id: 'item-1' }
  const cursor = encodeDeliveryCursor(position)

  it('round-trips as URL-safe text, whatever the values hold', () => {
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeDeliveryCursor(cursor)).toEqual(position)
    const empty = { sort: 'publishedAt', values: [null], id: 'x' }
    expect(decodeDeliveryCursor(encodeDeliveryCursor(empty))).toEqual(empty)
    for (const id of ['a', 'ab', 'abc', 'abcd']) {
      const any = { sort: 'title', values: ['😀 "quoted"'], id }
      expect(decodeDeliveryCursor(encodeDeliveryCursor(any))).toEqual(any)
    }
  })

  it('reads after= or before= for the sort they were made for', () => {
    const query = parsed({ sort: '-data.price,title', after: cursor, total: 'true' })
    expect(query.cursor).toEqual({ direction: 'after', position })
    expect(query.total).toBe(true)
    // order=desc signs the unsigned keys: the same order as written with "-".
    const desc = encodeDeliveryCursor({ sort: '-title', values: ['a'], id: 'b' })
    expect(parsed({ sort: 'title', order: 'desc', before: desc }).cursor?.direction).toBe('before')
    expect(parsed({}).cursor).toBeUndefined()
    expect(parsed({}).total).toBeUndefined()
  })

  it('refuses a cursor it did not make, or one made for another sort', () => {
    for (const bad of ['nope!', 'bm90IGpzb24', encodeDeliveryCursor({ ...position, id: '' })]) {
      expect(error({ sort: '-data.price,title', after: bad })).toEqual({
        key: 'after',
        message: deliveryCursorMessages.malformed('after'),
      })
    }
    // One value per sort key.
    expect(error({ sort: 'title', before: cursor }).message).toBe(
      deliveryCursorMessages.malformed('before'),
    )
    expect(error({ sort: 'data.price,title', after: cursor })).toEqual({
      key: 'after',
      message: deliveryCursorMessages.otherSort('after', '-data.price,title'),
    })
  })

  it('refuses after with before, a cursor with page, and a total that is not a boolean', () => {
    expect(error({ after: cursor, before: cursor }).message).toBe(
      deliveryCursorMessages.bothDirections,
    )
    expect(error({ sort: '-data.price,title', after: cursor, page: '2' })).toEqual({
      key: 'page',
      message: deliveryCursorMessages.withPage('after'),
    })
    expect(error({ total: 'yes' }).message).toBe(deliveryCursorMessages.total)
  })

  it('refuses offset pages past the first 100,000 items, naming cursors instead', () => {
    expect(parsed({ page: '1001', pageSize: '100' }).page).toBe(1001)
    const deep = error({ page: '1002', pageSize: '100' })
    expect(deep).toEqual({ key: 'page', message: deliveryCursorMessages.tooDeep })
    expect(deep.message).toContain('after=')
  })
})

describe('deliveryQuerySchema', () => {
  it('validates the admin list filters that ride along', () => {
    const query = deliveryQuerySchema.parse({ status: 'published', sort: 'title' })
    expect(query.listFilters).toEqual({ status: 'published' })
    const refused = deliveryQuerySchema.safeParse({ status: 'gone' })
    expect(refused.success).toBe(false)
    const syntax = deliveryQuerySchema.safeParse({ pageSize: '500' })
    expect(syntax.error?.issues[0]).toMatchObject({
      message: 'pageSize must be at most 100',
      path: ['pageSize'],
    })
  })
})
