import { randomUUID } from 'node:crypto'

import type { ContentItem } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createType, startContentApi, type ContentApi } from '../../../test/content-fixtures.js'
import type { Type } from '../../../test/structured-delivery-fixtures.js'
import { dialectUnderTest } from '../../../test/test-server.js'
import { WAYPOINT_STEP } from './offset-waypoints.js'

/** Enough items for two waypoints and part of a third. */
const ITEMS = WAYPOINT_STEP * 2 + 130
/** Pages of ten items: where the first waypoint falls, and the last page. */
const STEP_PAGE = WAYPOINT_STEP / 10
const LAST_PAGE = Math.ceil(ITEMS / 10)

interface PageBody {
  data: ContentItem[]
  meta: { total?: number; hasMore: boolean }
}

describe(`deep offset pages on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: Type

  const page = async (query: string) => {
    const res = await api.call<PageBody>('viewer', 'GET', `/content/${type.slug}/items?${query}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body
  }
  const titles = async (query: string) => (await page(query)).data.map((item) => item.title)

  /** The whole order, 100 items a page (shallow pages start from no waypoint). */
  async function everything(sort: string): Promise<string[]> {
    const all: string[] = []
    for (let n = 1; ; n++) {
      const body = await page(`sort=${sort}&pageSize=100&page=${n}`)
      all.push(...body.data.map((item) => item.title))
      if (!body.meta.hasMore) return all
    }
  }

  beforeAll(async () => {
    api = await startContentApi()
    type = await createType(api, 'Reading', [
      { name: 'label', type: 'text' },
      { name: 'value', type: 'number' },
    ])
    // Straight into the table, before any read: the API would take a while for this many.
    const value = type.fields.find((field) => field.name === 'value')!.id
    const rows = Array.from({ length: ITEMS }, (_, n) => {
      const at = new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString()
      return {
        id: randomUUID(),
        content_type_id: type.id,
        title: `Reading ${n}`,
        slug: `reading-${n}`,
        status: 'published',
        // Every third has no value, and values repeat: ties and missing values at waypoints.
        data: JSON.stringify(n % 3 === 0 ? {} : { [value]: n % 97 }),
        created_at: at,
        updated_at: at,
        published_at: at,
        created_by: null,
        updated_by: null,
      }
    })
    const { db } = api.server.app.database
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('content_items')
        .values(rows.slice(i, i + 200))
        .execute()
    }
  })

  afterAll(async () => {
    await api?.close()
  })

  it('answers every deep page with the items an offset names, in every kind of order', async () => {
    for (const sort of ['-updatedAt', 'updatedAt', 'data.value', '-data.value,title']) {
      const all = await everything(sort)
      expect(all, sort).toHaveLength(ITEMS)
      // Pages around each waypoint, read twice: once finding it, once starting from it.
      const s = STEP_PAGE
      for (const pageNumber of [
        s,
        s + 1,
        s + 2,
        2 * s,
        2 * s + 1,
        LAST_PAGE - 1,
        LAST_PAGE,
        s + 8,
        s,
      ]) {
        const start = (pageNumber - 1) * 10
        expect(
          await titles(`sort=${sort}&pageSize=10&page=${pageNumber}`),
          `${sort} ${pageNumber}`,
        ).toEqual(all.slice(start, start + 10))
      }
    }
  })

  it('follows a write that moves items before a waypoint, on the very next read', async () => {
    const deep = `sort=-updatedAt&pageSize=10&page=${2 * STEP_PAGE + 2}`
    const before = await titles(deep)
    expect(before).toHaveLength(10)
    // The oldest item becomes the newest: every deep page of newest-first shifts by one.
    const oldest = (await page('sort=updatedAt&pageSize=1')).data[0]!
    const updated = await api.call('editor', 'PUT', `/content/${type.slug}/items/${oldest.id}`, {
      title: 'Reading renewed',
      status: 'published',
      data: {},
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    const after = await titles(deep)
    expect(after.slice(1)).toEqual(before.slice(0, 9))
    // A removed item shifts them back.
    const newest = (await page('sort=-updatedAt&pageSize=1')).data[0]!
    expect(newest.title).toBe('Reading renewed')
    const removed = await api.call('editor', 'DELETE', `/content/${type.slug}/items/${newest.id}`)
    expect(removed.status).toBe(204)
    expect(await titles(deep)).toEqual(before)
  })

  it('answers a page past the end with no items', async () => {
    const body = await page(`pageSize=10&page=${LAST_PAGE + 5}`)
    expect(body.data).toEqual([])
    expect(body.meta.hasMore).toBe(false)
  })
})
