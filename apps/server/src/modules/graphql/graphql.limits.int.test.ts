import type { ApiKeyWithSecret } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { createItem, type Type } from '../../test/structured-delivery-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { countQueries, graphqlClient, namesOf } from '../../test/graphql-test-kit.js'

describe(`GraphQL batching and rate limit on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let key: ApiKeyWithSecret
  let posts: Type

  beforeAll(async () => {
    // The publish scheduler reads items too; an hour between its runs keeps it out of the count.
    api = await startContentApi({
      API_RATE_LIMIT_PER_MINUTE: '12',
      SCHEDULER_INTERVAL_MS: '3600000',
    })
    key = await createApiKey(api, 'read')
    const people = await createType(api, 'Person', [{ name: 'name', type: 'text' }])
    const categories = await createType(api, 'Category', [{ name: 'label', type: 'text' }])
    posts = await createType(api, 'Post', [
      { name: 'author', type: 'reference', referenceTypeId: people.id },
      { name: 'categories', type: 'relation', relationTypeIds: [categories.id] },
    ])
    const authors = await Promise.all(
      ['Ann', 'Bob', 'Cy'].map((name) => createItem(api, people, name, { name })),
    )
    const labels = await Promise.all(
      ['News', 'Guides', 'Reviews', 'Notes'].map((label) =>
        createItem(api, categories, label, { label }),
      ),
    )
    // 100 posts, each with an author and three categories: rows inserted directly, the API is
    // not what this measures.
    const db = api.server.app.database.db
    const now = new Date().toISOString()
    await db
      .insertInto('content_items')
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          id: crypto.randomUUID(),
          content_type_id: posts.id,
          title: `Post ${String(i).padStart(3, '0')}`,
          slug: `post-${i}`,
          status: 'published',
          data: JSON.stringify({
            [posts.fields[0]!.id]: authors[i % 3]!.id,
            [posts.fields[1]!.id]: [0, 1, 2].map((n) => labels[(i + n) % 4]!.id),
          }),
          created_at: now,
          updated_at: now,
          published_at: now,
          created_by: null,
          updated_by: null,
          version: 1,
          locale: 'en',
        })),
      )
      .execute()
  })

  afterAll(async () => {
    await api?.close()
  })

  it('reads the links of a page in one batch per level, however many items it holds', async () => {
    const { list } = namesOf(posts)
    const client = graphqlClient(api, key.secret)
    const page = (size: number) =>
      client.request<
        Record<string, { items: { data: { author: unknown; categories: unknown[] } }[] }>
      >(
        `{ ${list}(pageSize: ${size}, sort: ["title"]) { items { title data { author { title } categories { title } } } } }`,
      )
    const { database } = api.server.app
    const handles = [database.db, database.readDb]
    await page(1) // the schema and the key, read once and kept
    let answer: Awaited<ReturnType<typeof page>> | undefined
    // Reads of items only: background jobs (usage counters) may write while the page runs.
    const itemReads = (sql: string) => /\bcontent_items\b/.test(sql)
    // The fewer of two runs: a background job's read (the scheduler's first run, on a slow
    // start) may land in one of them, not in both.
    const fewest = async (run: () => Promise<void>) =>
      Math.min(
        await countQueries(handles, run, itemReads),
        await countQueries(handles, run, itemReads),
      )
    const ten = await fewest(async () => void (await page(10)))
    const hundred = await fewest(async () => {
      answer = await page(100)
    })
    const items = answer![list]!.items
    expect(items).toHaveLength(100)
    expect(items.every((item) => item.data.author !== null)).toBe(true)
    expect(items.every((item) => item.data.categories.length === 3)).toBe(true)
    // The page's items, then every post's author and categories in one batch: as few item reads
    // for 100 posts as for 10.
    expect(hundred).toBe(ten)
    expect(hundred).toBeLessThanOrEqual(3)
  })

  it('counts GraphQL requests against the key’s rate limit together with REST', async () => {
    const other = await createApiKey(api, 'read')
    const { list } = namesOf(posts)
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const rest = await callWithKey(api.server, other.secret, `/content/${posts.slug}/items`)
      const graphql = await callWithKey(api.server, other.secret, '/graphql', {
        method: 'POST',
        body: { query: `{ ${list}(pageSize: 1) { items { title } } }` },
      })
      statuses.push(rest.status, graphql.status)
    }
    // 12 a minute for the key, whichever door: the 13th and 14th requests are refused.
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(12)).toEqual([429, 429])
  })
})
