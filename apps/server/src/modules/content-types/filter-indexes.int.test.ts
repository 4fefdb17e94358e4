import type { ContentType } from '@folio/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi, type ItemListBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { filterIndexName } from './filter-indexes.js'

describe(`filterable fields on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: ContentType

  beforeAll(async () => {
    api = await startContentApi()
  })
  afterAll(async () => {
    await api.close()
  })

  async function filterIndexes() {
    const { db, dialect } = api.server.app.database
    const names = await dialect.listIndexes(db, 'content_items')
    return names.filter((name) => name.startsWith('content_items_filter_'))
  }

  /** The plan of counting published items in a price range, as the delivery filter asks it. */
  async function plan(typeId: string, fieldId: string): Promise<string> {
    const { db, dialect } = api.server.app.database
    const price = dialect.jsonNumber('content_items.data', fieldId)
    const where = sql`content_type_id = ${typeId} and status = ${'published'}
      and ${price} >= ${10} and ${price} < ${20}`
    if (dialect.name === 'sqlite') {
      // Counting reads the index alone (the value and the status are in it): the cheapest plan.
      const query = sql<{ detail: string }>`explain query plan select count(*) from content_items
        where ${where}`
      return (await query.execute(db)).rows.map((row) => row.detail).join('\n')
    }
    return db.transaction().execute(async (trx) => {
      // A handful of rows is read fastest without any index; rule that out to see the choice.
      await sql`set local enable_seqscan = off`.execute(trx)
      const query = sql<{
        'QUERY PLAN': string
      }>`explain select count(*) from content_items where ${where}`
      return (await query.execute(trx)).rows.map((row) => row['QUERY PLAN']).join('\n')
    })
  }

  it('keeps the flag on text and number fields only, and indexes each of them', async () => {
    const created = await api.call<{ data: ContentType }>('admin', 'POST', '/content-types', {
      name: 'Indexed product',
      fields: [
        { name: 'price', type: 'number', filterable: true },
        { name: 'sku', type: 'text', filterable: true },
        { name: 'body', type: 'rich-text', filterable: true },
        { name: 'stock', type: 'number' },
      ],
    })
    expect(created.status).toBe(201)
    type = created.body.data
    expect(type.fields.map((f) => [f.name, f.filterable ?? false])).toEqual([
      ['price', true],
      ['sku', true],
      ['body', false],
      ['stock', false],
    ])
    expect(await filterIndexes()).toHaveLength(2)
  })

  it('serves range filters on the field from its index', async () => {
    const price = type.fields.find((f) => f.name === 'price')!
    const index = filterIndexName(type.id, price)
    expect(await filterIndexes()).toContain(index)
    expect(await plan(type.id, price.id)).toContain(index)
  })

  it('answers filtered lists and totals the same with the index and the kept counts', async () => {
    for (const [slug, price, status] of [
      ['a', 5, 'published'],
      ['b', 12, 'published'],
      ['c', 15, 'draft'],
      ['d', 19.5, 'published'],
      ['e', 20, 'published'],
    ] as const) {
      const res = await api.call('admin', 'POST', `/content/${type.slug}/items`, {
        title: slug,
        slug,
        status,
        data: { price, sku: `SKU-${slug}` },
      })
      expect(res.status).toBe(201)
    }
    const items = `/content/${type.slug}/items`
    const inRange = await api.call<ItemListBody>(
      'admin',
      'GET',
      `${items}?status=published&filter[data.price][gte]=10&filter[data.price][lt]=20&sort=title`,
    )
    expect(inRange.body.data.map((item) => item.slug)).toEqual(['b', 'd'])
    expect(inRange.body.meta.total).toBe(2)

    const bySku = await api.call<ItemListBody>('admin', 'GET', `${items}?filter[data.sku]=SKU-c`)
    expect(bySku.body.data.map((item) => item.slug)).toEqual(['c'])

    const published = await api.call<ItemListBody>('admin', 'GET', `${items}?status=published`)
    expect(published.body.meta.total).toBe(4)
    const all = await api.call<ItemListBody>('admin', 'GET', items)
    expect(all.body.meta.total).toBe(5)

    await api.call('admin', 'DELETE', `${items}/a`)
    const after = await api.call<{ data: ContentType }>('admin', 'GET', `/content-types/${type.id}`)
    expect(after.body.data.itemCount).toBe(4)
  })

  it('drops the index when the flag is cleared, and the rest with the type', async () => {
    const fields = type.fields.map((f) => (f.name === 'sku' ? { ...f, filterable: false } : f))
    const updated = await api.call('admin', 'PUT', `/content-types/${type.id}`, {
      name: type.name,
      fields,
    })
    expect(updated.status).toBe(200)
    expect(await filterIndexes()).toHaveLength(1)

    expect((await api.call('admin', 'DELETE', `/content-types/${type.id}`)).status).toBe(204)
    expect(await filterIndexes()).toEqual([])
  })
})
