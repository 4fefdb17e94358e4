import { randomUUID } from 'node:crypto'

import type { ApiKeyWithSecret } from '@folio/schema'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../auth/demo/demo-accounts.js'
import { authClient } from '../test/auth-helpers.js'
import { callWithKey, createApiKey } from '../test/api-key-fixtures.js'
import { startContentApi, type ContentApi, type ErrorBody } from '../test/content-fixtures.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../test/test-server.js'

const REDIS_URL = 'redis://127.0.0.1:6379'

/**
 * Counts reset when the minute does: a test that needs N requests in one window starts at the
 * beginning of the next one when the current one is about to end.
 */
async function freshWindow(secondsNeeded: number) {
  const left = 60_000 - (Date.now() % 60_000)
  if (left < secondsNeeded * 1000) await new Promise((resolve) => setTimeout(resolve, left + 20))
}

function limitHeaders(res: { headers: Headers }) {
  return {
    limit: res.headers.get('ratelimit-limit'),
    remaining: res.headers.get('ratelimit-remaining'),
    reset: Number(res.headers.get('ratelimit-reset')),
    retryAfter: res.headers.get('retry-after'),
  }
}

describe(`API key rate limits on ${dialectUnderTest}`, () => {
  describe('with the default limit', () => {
    let api: ContentApi
    beforeAll(async () => {
      api = await startContentApi()
    })
    afterAll(async () => {
      await api.close()
    })

    it('answers the 101st request of a minute with 429 and the headers to wait by', async () => {
      const key = await createApiKey(api)
      const other = await createApiKey(api)
      await freshWindow(15)
      for (let i = 1; i <= 100; i++) {
        const res = await callWithKey(api.server, key.secret, '/content-types')
        expect(res.status).toBe(200)
        const headers = limitHeaders(res)
        expect(headers.limit).toBe('100')
        expect(headers.remaining).toBe(String(100 - i))
        expect(headers.reset).toBeGreaterThanOrEqual(1)
        expect(headers.reset).toBeLessThanOrEqual(60)
        expect(headers.retryAfter).toBeNull()
      }

      const refused = await callWithKey(api.server, key.secret, '/content-types')
      expect(refused.status).toBe(429)
      const headers = limitHeaders(refused)
      expect(headers).toMatchObject({ limit: '100', remaining: '0' })
      expect(Number(headers.retryAfter)).toBe(headers.reset)
      expect((refused.body as ErrorBody).error).toEqual({
        code: 'rate_limited',
        message: `Too many requests: this API key may make 100 requests per minute. Try again in ${headers.reset} seconds.`,
      })

      // Other keys have their own allowance; signed-in users are not limited by it.
      const fine = await callWithKey(api.server, other.secret, '/content-types')
      expect(limitHeaders(fine)).toMatchObject({ remaining: '99' })
      const user = await api.call('viewer', 'GET', '/content-types')
      expect(user.status).toBe(200)
      const res = await api.server.request('/api/v1/content-types', {
        headers: { authorization: `Bearer ${key.secret}` },
      })
      expect(res.status).toBe(429)
    })
  })

  describe('on several servers', () => {
    let installation: TestInstallation
    const servers: TestServer[] = []
    let redis: Redis

    beforeAll(async () => {
      installation = await createTestInstallation()
      redis = new Redis(REDIS_URL)
    })
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.close()))
      await redis.quit()
      await installation.destroy()
    })

    async function start(env: NodeJS.ProcessEnv) {
      const server = await startTestServer(installation, {
        FOLIO_DEMO: 'true',
        API_RATE_LIMIT_PER_MINUTE: '5',
        ...env,
      })
      servers.push(server)
      return server
    }

    /** A new key on the installation: a fresh id, so no older count can interfere. */
    async function newKey(server: TestServer): Promise<ApiKeyWithSecret> {
      const { data } = await authClient(server).signInWithPassword({
        email: 'admin@demo.folio.dev',
        password: DEMO_PASSWORD,
      })
      const res = await server.request('/api/v1/api-keys', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${data.session!.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: `Limit ${randomUUID()}` }),
      })
      expect(res.status).toBe(201)
      return (res.body as { data: ApiKeyWithSecret }).data
    }

    async function statuses(order: TestServer[], secret: string) {
      const result: number[] = []
      for (const server of order) {
        result.push((await callWithKey(server, secret, '/content-types')).status)
      }
      return result
    }

    it('shares one limit between servers on the same Redis', async () => {
      const a = await start({ REDIS_URL })
      const b = await start({ REDIS_URL })
      const key = await newKey(a)
      await freshWindow(5)
      const window = Math.floor(Date.now() / 60_000)
      expect(await statuses([a, b, a, b, a], key.secret)).toEqual([200, 200, 200, 200, 200])
      const sixth = await callWithKey(b, key.secret, '/content-types')
      expect(sixth.status).toBe(429)
      expect(limitHeaders(sixth)).toMatchObject({ limit: '5', remaining: '0' })
      expect((await callWithKey(a, key.secret, '/content-types')).status).toBe(429)

      const counter = `folio:rl:${key.id}:${window}`
      expect(await redis.get(counter)).toBe('7')
      expect(await redis.pttl(counter)).toBeGreaterThan(0)
    })

    it('counts on each server alone without Redis', async () => {
      const a = await start({})
      const b = await start({})
      const key = await newKey(a)
      await freshWindow(5)
      expect(await statuses([a, a, a, a, a], key.secret)).toEqual([200, 200, 200, 200, 200])
      expect((await callWithKey(a, key.secret, '/content-types')).status).toBe(429)
      // The other server has counted nothing yet.
      expect(await statuses([b, b, b, b, b, b], key.secret)).toEqual([200, 200, 200, 200, 200, 429])
    })

    it('keeps answering, and limiting, when Redis cannot be reached', async () => {
      // Nothing listens on port 1: every count falls back to this server's memory.
      const server = await start({ REDIS_URL: 'redis://127.0.0.1:1' })
      const key = await newKey(server)
      await freshWindow(5)
      expect(await statuses(Array(6).fill(server) as TestServer[], key.secret)).toEqual([
        200, 200, 200, 200, 200, 429,
      ])
    })
  })
})
