import {
  CONNECTION_USAGE_DAYS,
  apiKeyMessages,
  connectionListSchema,
  type Connection,
} from '@folio/schema'
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { createApiKeyUsageCounter, recordMcpClientSeen } from './index.js'
import { lastDays } from './operations/list-connections.js'

/** Counts the inserts a Kysely instance runs and fails the next `failures` of them. */
function insertSpy(): KyselyPlugin & { inserts: number; failures: number } {
  return {
    inserts: 0,
    failures: 0,
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      if (args.node.kind === 'InsertQueryNode') {
        this.inserts += 1
        if (this.failures > 0) {
          this.failures -= 1
          throw new Error('database unavailable')
        }
      }
      return args.node
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return args.result
    },
  }
}

const today = () => new Date().toISOString().slice(0, 10)

describe(`connections on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    // A short interval, so the timer's flush is seen within a test.
    api = await startContentApi({ API_KEY_USAGE_FLUSH_MS: '100' })
  })
  afterAll(async () => {
    await api.close()
  })

  const db = () => api.server.app.database.db
  const listConnections = async () => {
    const res = await api.call<{ data: Connection[] }>('admin', 'GET', '/connections')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(connectionListSchema.safeParse(res.body).success).toBe(true)
    return res.body.data
  }
  const connectionOf = async (id: string) => (await listConnections()).find((c) => c.id === id)

  it('counts delivery requests made with a key, and not those of signed-in users', async () => {
    const key = await createApiKey(api, 'read')
    const before = await connectionOf(key.id)
    expect(before).toMatchObject({
      name: key.name,
      scope: 'read',
      prefix: key.prefix,
      requestsLast7Days: 0,
      mcpClients: [],
    })
    expect(before!.requestsByDay).toEqual(
      lastDays(new Date(), CONNECTION_USAGE_DAYS).map((date) => ({ date, count: 0 })),
    )

    for (let i = 0; i < 3; i += 1) {
      expect((await callWithKey(api.server, key.secret, '/content-types')).status).toBe(200)
    }
    expect((await api.call('editor', 'GET', '/content-types')).status).toBe(200)

    // Written by the timer (100 ms here), not by the request.
    await vi.waitFor(async () => expect((await connectionOf(key.id))?.requestsLast7Days).toBe(3), {
      timeout: 3000,
      interval: 100,
    })
    const after = (await connectionOf(key.id))!
    expect(after.requestsByDay).toHaveLength(CONNECTION_USAGE_DAYS)
    expect(after.requestsByDay.at(-1)).toEqual({ date: today(), count: 3 })
    expect(after.requestsByDay.slice(0, -1).every((day) => day.count === 0)).toBe(true)
    expect(after.lastUsedAt).toEqual(expect.any(String))

    // Days add up across flushes; days before the window are not counted.
    const old = new Date(Date.now() - CONNECTION_USAGE_DAYS * 86_400_000)
    api.server.app.apiKeyUsage.count(key.id, old)
    api.server.app.apiKeyUsage.count(key.id)
    await api.server.app.apiKeyUsage.flush()
    const later = (await connectionOf(key.id))!
    expect(later.requestsLast7Days).toBe(4)
    expect(later.requestsByDay.at(-1)).toEqual({ date: today(), count: 4 })
  })

  it('lists every key newest first, with the MCP clients seen on it', async () => {
    const first = await createApiKey(api, 'read')
    const second = await createApiKey(api, 'read_write')
    await recordMcpClientSeen(db(), {
      apiKeyId: first.id,
      name: '  Claude Code  ',
      version: '1.0.0',
      at: '2026-01-01T10:00:00.000Z',
    })
    await recordMcpClientSeen(db(), {
      apiKeyId: first.id,
      name: 'Cursor',
      version: '0.9',
      at: '2026-01-02T10:00:00.000Z',
    })
    // Seen again: the same row, with a new last sighting.
    await recordMcpClientSeen(db(), {
      apiKeyId: first.id,
      name: 'Claude Code',
      version: '1.0.0',
      at: '2026-01-03T10:00:00.000Z',
    })
    await recordMcpClientSeen(db(), {
      apiKeyId: second.id,
      name: '   ',
      version: 'x'.repeat(300),
      at: '2026-01-01T00:00:00.000Z',
    })

    const list = await listConnections()
    const ids = list.map((c) => c.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    const created = list.map((c) => c.createdAt)
    expect(created).toEqual([...created].sort().reverse())

    expect(list.find((c) => c.id === first.id)!.mcpClients).toEqual([
      {
        name: 'Claude Code',
        version: '1.0.0',
        firstSeenAt: '2026-01-01T10:00:00.000Z',
        lastSeenAt: '2026-01-03T10:00:00.000Z',
      },
      {
        name: 'Cursor',
        version: '0.9',
        firstSeenAt: '2026-01-02T10:00:00.000Z',
        lastSeenAt: '2026-01-02T10:00:00.000Z',
      },
    ])
    expect(list.find((c) => c.id === second.id)!.mcpClients).toEqual([
      expect.objectContaining({ name: 'unknown', version: 'x'.repeat(200) }),
    ])
    const rows = await db()
      .selectFrom('api_key_mcp_clients')
      .selectAll()
      .where('api_key_id', '=', first.id)
      .execute()
    expect(rows).toHaveLength(2)
  })

  it('forgets a revoked key, its counts and its clients', async () => {
    const key = await createApiKey(api, 'read')
    await callWithKey(api.server, key.secret, '/content-types')
    await api.server.app.apiKeyUsage.flush()
    await recordMcpClientSeen(db(), {
      apiKeyId: key.id,
      name: 'Client',
      version: '1',
      at: new Date().toISOString(),
    })
    expect((await connectionOf(key.id))?.requestsLast7Days).toBe(1)

    expect((await api.call('admin', 'DELETE', `/api-keys/${key.id}`)).status).toBe(204)
    expect(await connectionOf(key.id)).toBeUndefined()
    for (const table of ['api_key_daily_requests', 'api_key_mcp_clients'] as const) {
      const rows = await db()
        .selectFrom(table)
        .selectAll()
        .where('api_key_id', '=', key.id)
        .execute()
      expect(rows, table).toEqual([])
    }

    // Counts and clients arriving after the revocation are dropped without an error, and
    // the counts of other keys in the same batch are still written.
    const other = await createApiKey(api, 'read')
    api.server.app.apiKeyUsage.count(key.id)
    api.server.app.apiKeyUsage.count(other.id)
    await api.server.app.apiKeyUsage.flush()
    await recordMcpClientSeen(db(), { apiKeyId: key.id, name: 'Late', version: '1', at: 'x' })
    expect((await connectionOf(other.id))?.requestsLast7Days).toBe(1)
    const late = await db()
      .selectFrom('api_key_daily_requests')
      .selectAll()
      .where('api_key_id', '=', key.id)
      .execute()
    expect(late).toEqual([])
  })

  it('is for admins signed in as themselves', async () => {
    expect((await api.call('editor', 'GET', '/connections')).status).toBe(403)
    expect((await api.call('viewer', 'GET', '/connections')).status).toBe(403)
    expect((await api.call(null, 'GET', '/connections')).status).toBe(401)
    const key = await createApiKey(api, 'read_write')
    const withKey = await callWithKey(api.server, key.secret, '/connections')
    expect(withKey.status).toBe(401)
    expect((withKey.body as ErrorBody).error.message).toBe(apiKeyMessages.notForKeys)
  })

  describe('the usage counter', () => {
    it('writes many counts in one upsert, summed per key and day', async () => {
      const [a, b] = [await createApiKey(api), await createApiKey(api)]
      const spy = insertSpy()
      const counter = createApiKeyUsageCounter({
        db: db().withPlugin(spy),
        logger: api.server.app.log,
        flushIntervalMs: 60_000,
      })
      const yesterday = new Date(Date.now() - 86_400_000)
      for (let i = 0; i < 50; i += 1) counter.count(a.id)
      for (let i = 0; i < 7; i += 1) counter.count(b.id)
      counter.count(a.id, yesterday)
      await counter.flush()
      expect(spy.inserts).toBe(1)
      // Nothing new: no write at all.
      await counter.flush()
      expect(spy.inserts).toBe(1)
      counter.count(a.id)
      await counter.stop()
      expect(spy.inserts).toBe(2)

      const rows = await db()
        .selectFrom('api_key_daily_requests')
        .select(['api_key_id', 'day', 'count'])
        .where('api_key_id', 'in', [a.id, b.id])
        .orderBy('api_key_id')
        .orderBy('day')
        .execute()
      expect(rows.map((r) => ({ ...r, count: Number(r.count) }))).toEqual(
        [
          { api_key_id: a.id, day: yesterday.toISOString().slice(0, 10), count: 1 },
          { api_key_id: a.id, day: today(), count: 51 },
          { api_key_id: b.id, day: today(), count: 7 },
        ].sort((x, y) => x.api_key_id.localeCompare(y.api_key_id)),
      )
    })

    it('keeps the counts of a failed write for the next one, and warns', async () => {
      const key = await createApiKey(api)
      const spy = insertSpy()
      const warn = vi.fn()
      const logger = { ...api.server.app.log, warn } as unknown as typeof api.server.app.log
      const counter = createApiKeyUsageCounter({
        db: db().withPlugin(spy),
        logger,
        flushIntervalMs: 60_000,
      })
      counter.count(key.id)
      counter.count(key.id)
      spy.failures = 1
      await counter.flush()
      expect(warn).toHaveBeenCalledTimes(1)
      expect(await connectionOf(key.id)).toMatchObject({ requestsLast7Days: 0 })

      counter.count(key.id)
      await counter.stop()
      expect(spy.inserts).toBe(2)
      expect(await connectionOf(key.id)).toMatchObject({ requestsLast7Days: 3 })
    })
  })
})
