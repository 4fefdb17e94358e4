import { randomUUID } from 'node:crypto'

import type { ContentType } from '@folio/schema'
import { CompiledQuery, sql, type Kysely, type KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../../auth/demo/demo-accounts.js'
import type { Database } from '../../../db/tables.js'
import { authClient } from '../../../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  jsonBody,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../../test/test-server.js'
import { filterIndexName } from '../../content-types/filter-indexes.js'

/** Sizes a type passes through as an installation grows from empty. */
const SIZES = [0, 50, 2_000, 20_000]
const BATCH = 500

interface Captured {
  sql: string
  parameters: readonly unknown[]
  /** The server's own connection, or the read connections (the workers on SQLite). */
  on: 'server' | 'reads'
}

/**
 * Records the SQL the server runs on behalf of requests (on its own connections, the read
 * workers' included), so the plans checked are those of the code as it is.
 */
function recorder(captured: Captured[]) {
  const wrap = (db: Kysely<Database>, on: Captured['on']): Kysely<Database> => {
    const plugin: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        const { sql: text, parameters } = db.getExecutor().compileQuery(node, queryId)
        if (/\bfrom "content_items"/.test(text)) captured.push({ sql: text, parameters, on })
        return node
      },
      transformResult: async ({ result }) => result,
    }
    return db.withPlugin(plugin)
  }
  return wrap
}

describe(`delivery query plans as a type grows, on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  let token: string
  let type: ContentType
  const captured: Captured[] = []
  let inserted = 0

  beforeAll(async () => {
    installation = await createTestInstallation()
    const wrap = recorder(captured)
    server = await startTestServer(
      installation,
      { FOLIO_DEMO: 'true' },
      {
        beforeListen(app) {
          app.addHook('onRequest', async (request) => {
            request.ctx.db = wrap(request.ctx.db, 'server')
            if (request.ctx.readDb) request.ctx.readDb = wrap(request.ctx.readDb, 'reads')
          })
        },
      },
    )
    const signIn = async (email: string) => {
      const { data, error } = await authClient(server).signInWithPassword({
        email,
        password: DEMO_PASSWORD,
      })
      expect(error).toBeNull()
      return data.session!.access_token
    }
    const admin = await signIn('admin@demo.folio.dev')
    token = await signIn('viewer@demo.folio.dev')
    const created = await server.request('/api/v1/content-types', {
      ...jsonBody({
        name: 'Measurement',
        fields: [
          { name: 'label', type: 'text' },
          { name: 'reading', type: 'number', filterable: true },
        ],
      }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    type = (created.body as { data: ContentType }).data
  })
  afterAll(async () => {
    await server?.close()
    await installation?.destroy()
  })

  /** Adds items through the server's own connection, in batches, as an import would. */
  async function growTo(size: number) {
    const { db } = server.app.database
    const reading = type.fields.find((field) => field.name === 'reading')!.id
    while (inserted < size) {
      const rows = []
      for (let n = 0; n < BATCH && inserted < size; n++, inserted++) {
        const at = new Date(Date.UTC(2024, 0, 1) + inserted * 60_000).toISOString()
        rows.push({
          id: randomUUID(),
          content_type_id: type.id,
          title: `Measurement ${inserted}`,
          slug: `measurement-${inserted}`,
          status: 'published',
          data: JSON.stringify({ [reading]: inserted }),
          created_at: at,
          updated_at: at,
          published_at: at,
          created_by: null,
          updated_by: null,
        })
      }
      await db.insertInto('content_items').values(rows).execute()
    }
  }

  /** The queries one request ran on content_items. */
  async function queriesOf(path: string): Promise<Captured[]> {
    captured.length = 0
    const res = await server.request(`/api/v1/content/${type.slug}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return [...captured]
  }

  async function planOf(query: Captured): Promise<string> {
    const { db } = server.app.database
    if (dialectUnderTest === 'sqlite') {
      const result = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      )
      return result.rows.map((row) => row.detail).join('\n')
    }
    return db.transaction().execute(async (trx) => {
      // A handful of rows is read fastest without any index; rule that out to see the choice.
      await sql`set local enable_seqscan = off`.execute(trx)
      const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      )
      return result.rows.map((row) => row['QUERY PLAN']).join('\n')
    })
  }

  /**
   * Each named index is used by the request's queries and, once the table is big enough for it
   * to matter, none reads the whole table (a few dozen rows are read fastest in one go).
   */
  async function expectPlans(path: string, indexes: readonly RegExp[]) {
    const queries = await queriesOf(path)
    expect(queries.length, path).toBeGreaterThan(0)
    const plans = await Promise.all(queries.map(planOf))
    const all = plans.join('\n---\n')
    for (const index of indexes) expect(all, `${path}\n${all}`).toMatch(index)
    if (inserted >= 1000) {
      expect(all, `${path}\n${all}`).not.toMatch(/^SCAN content_items$|Seq Scan on content_items /m)
    }
    return plans
  }

  it.each(SIZES)('every delivery query uses its index at %i items', async (size) => {
    await growTo(size)
    const sqlite = dialectUnderTest === 'sqlite'
    const primaryKey = sqlite ? /sqlite_autoindex_content_items_1\b/ : /content_items_pkey/
    const slugIndex = sqlite
      ? /sqlite_autoindex_content_items_2\b/
      : /content_items_type_slug_unique/
    const byDate = /content_items_type_updated_id_idx/
    const reading = type.fields.find((field) => field.name === 'reading')!
    const byReading = new RegExp(filterIndexName(type.id, reading))

    // Statistics follow growth shortly after it, off the request path.
    await expect
      .poll(
        async () => {
          try {
            const last = Math.max(size - 1, 0)
            if (size > 0) {
              const item = await server.app.database.db
                .selectFrom('content_items')
                .select('id')
                .where('slug', '=', `measurement-${last}`)
                .executeTakeFirstOrThrow()
              await expectPlans(`/items/${item.id}`, [primaryKey])
              // The id is tried first (and misses), then the slug.
              await expectPlans(`/items/measurement-${last}`, [primaryKey, slugIndex])
            }
            await expectPlans(`/items?pageSize=10`, [byDate])
            // A few items in range: the field's index finds them, and counts them.
            await expectPlans(
              `/items?filter[data.reading][gte]=${Math.max(size - 5, 0)}&pageSize=10`,
              [byReading],
            )
            return 'ok'
          } catch (error) {
            return String(error)
          }
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe('ok')
  })

  it('walks the date index when a filter keeps almost every item', async () => {
    const [list] = await expectPlans(`/items?filter[data.reading][gte]=1&pageSize=10`, [])
    expect(list).toMatch(/content_items_type_updated_id_idx/)
  })

  it('reads a page the index bounds on the server connection, and one that may scan on the read connections', async () => {
    const connections = async (path: string) =>
      [...new Set((await queriesOf(path)).map((query) => query.on))].join(',')
    // SQLite: handing a short read to a worker costs more than running it; PostgreSQL keeps
    // every list read on its time-limited pool.
    const bounded = dialectUnderTest === 'sqlite' ? 'server' : 'reads'
    expect(await connections('/items?pageSize=10&page=50')).toBe(bounded)
    expect(await connections('/items?pageSize=10&sort=updatedAt&status=published')).toBe(bounded)
    const { meta } = (
      await server.request(`/api/v1/content/${type.slug}/items?pageSize=10&total=false`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).body as { meta: { nextCursor: string } }
    expect(await connections(`/items?pageSize=10&after=${meta.nextCursor}`)).toBe(bounded)
    // A filter, a search, another order or a deep offset may read much more than the page.
    expect(await connections('/items?filter[data.reading][gte]=5&pageSize=10')).toBe('reads')
    expect(await connections('/items?q=measurement&pageSize=10')).toBe('reads')
    expect(await connections('/items?sort=title&pageSize=10')).toBe('reads')
    expect(await connections('/items?pageSize=10&page=1500')).toBe('reads')
  })
})
