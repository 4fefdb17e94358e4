import { randomUUID } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestUser, signedInClient } from '../../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  jsonBody,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../test/test-server.js'

const REDIS_URL = 'redis://127.0.0.1:6379'

describe(`auth rate limits shared by several servers on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let a: TestServer
  let b: TestServer
  let redis: Redis
  // A namespace of this run's own: earlier runs' counters (and other files') never count.
  const prefix = `folio-test-${randomUUID()}:`

  beforeAll(async () => {
    installation = await createTestInstallation()
    const env = {
      FOLIO_DEMO: 'false',
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      AUTH_RATE_LIMIT_PER_IP: '4',
    }
    a = await startTestServer(installation, env)
    b = await startTestServer(installation, env)
    redis = new Redis(REDIS_URL)
  })
  afterAll(async () => {
    await Promise.all([a.close(), b.close()])
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    await redis.quit()
    await installation.destroy()
  })

  /** Statuses of one request per server in `order`, made one after the other. */
  async function statuses(order: TestServer[], send: (server: TestServer) => Promise<number>) {
    const result: number[] = []
    for (const server of order) result.push(await send(server))
    return result
  }

  it('counts password sign-ins on both servers against one limit per IP', async () => {
    let n = 0
    const signIn = async (server: TestServer) =>
      (
        await server.request(
          '/auth/v1/token?grant_type=password',
          jsonBody({ email: `nobody${n++}@example.com`, password: 'wrong-password-here' }),
        )
      ).status
    expect(await statuses([a, b, a, b], signIn)).toEqual([400, 400, 400, 400])
    const fifth = await b.request(
      '/auth/v1/token?grant_type=password',
      jsonBody({ email: 'fifth@example.com', password: 'wrong-password-here' }),
    )
    expect(fifth.status).toBe(429)
    expect(fifth.body).toMatchObject({ code: 'over_request_rate_limit' })
    expect(await signIn(a)).toBe(429)
    expect(await redis.keys(`${prefix}rate-limit:*token:ip:*`)).toHaveLength(1)
  })

  it('counts password recovery emails on both servers against one limit per IP', async () => {
    let n = 0
    const recover = async (server: TestServer) =>
      (await server.request('/auth/v1/recover', jsonBody({ email: `inbox${n++}@example.com` })))
        .status
    expect(await statuses([b, a, b, a, b, a], recover)).toEqual([200, 200, 200, 200, 429, 429])
  })

  it('counts TOTP verification attempts of one factor on both servers', async () => {
    // Signed in without the token endpoint, whose limit the test above has spent.
    const { client } = await signedInClient(a, await createTestUser(a, 'shared-mfa@example.com'))
    const { data: enrolled } = await client.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    })
    const { data: challenge } = await client.mfa.challenge({ factorId: enrolled!.id })
    const token = (await client.getSession()).data.session!.access_token
    // The limit is 15 a minute per factor: 8 wrong codes on one server and 7 on the other.
    const verify = async (server: TestServer) =>
      (
        await server.request(`/auth/v1/factors/${enrolled!.id}/verify`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ challenge_id: challenge!.id, code: '000000' }),
        })
      ).status
    const order = Array.from({ length: 15 }, (_, i) => (i % 2 ? b : a))
    const results = await statuses(order, verify)
    // 000000 might even be the right code (one chance in a million per step): not a 429 either.
    expect(results.filter((status) => status === 429)).toEqual([])
    expect(await verify(b)).toBe(429)
    expect(await verify(a)).toBe(429)
  })

  it('counts contact form messages on both servers against one limit per visitor', async () => {
    const send = async (server: TestServer) =>
      (
        await server.request(
          '/api/v1/contact-messages',
          jsonBody({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' }),
        )
      ).status
    const order = Array.from({ length: 10 }, (_, i) => (i % 2 ? b : a))
    expect(await statuses(order, send)).toEqual(Array(10).fill(201))
    const limited = await b.request(
      '/api/v1/contact-messages',
      jsonBody({ name: 'Ada', email: 'ada@example.com', message: 'Hello again' }),
    )
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } })
  })
})

describe(`auth rate limits while Redis is down on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    // Nothing listens on port 1: every count fails over to this server's memory.
    server = await startTestServer(installation, {
      FOLIO_DEMO: 'false',
      REDIS_URL: 'redis://127.0.0.1:1',
      AUTH_RATE_LIMIT_PER_IP: '2',
    })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('keeps answering sign-ins, and limiting them, on this server alone', async () => {
    const signIn = async (email: string) =>
      (
        await server.request(
          '/auth/v1/token?grant_type=password',
          jsonBody({ email, password: 'wrong-password-here' }),
        )
      ).status
    expect(await signIn('one@example.com')).toBe(400)
    expect(await signIn('two@example.com')).toBe(400)
    expect(await signIn('three@example.com')).toBe(429)
  })
})
