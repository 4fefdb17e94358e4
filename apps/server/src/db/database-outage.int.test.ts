import path from 'node:path'

import { MCP_PATH, serviceMessages } from '@folio/schema'
import SQLite from './dialects/sqlite-driver.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../auth/demo/demo-accounts.js'
import { authClient } from '../test/auth-helpers.js'
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js'
import {
  createTestInstallation,
  dialectUnderTest,
  jsonBody,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../test/test-server.js'

/** Well below anything a client would call a hang; an outage must be answered at once. */
const PROMPT_MS = 5000
const unavailableMessage = serviceMessages.databaseUnavailable
const ADMIN = { email: 'admin@demo.folio.dev', password: DEMO_PASSWORD }

interface Call {
  name: string
  surface: 'api' | 'auth' | 'mcp'
  path: string
  init?: () => RequestInit
  /** The status once the database is back. */
  ok: number
}

interface Session {
  token: string
  apiKey: string
}

async function signIn(server: TestServer): Promise<Session> {
  const { data, error } = await authClient(server).signInWithPassword(ADMIN)
  expect(error).toBeNull()
  const token = data.session!.access_token
  const key = await server.request('/api/v1/api-keys', {
    ...jsonBody({ name: 'Outage app', scope: 'read' }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  })
  expect(key.status).toBe(201)
  return { token, apiKey: (key.body as { data: { secret: string } }).data.secret }
}

const bearer = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
})

let emails = 0
const freshEmail = () => `outage-${++emails}-${Date.now()}@example.com`

/** Reads and writes of every kind: public, user token, API key, and the auth service. */
function callsOf(session: Session): Call[] {
  return [
    { name: 'health', surface: 'api', path: '/api/v1/health', ok: 200 },
    { name: 'public read', surface: 'api', path: '/api/v1/auth-options', ok: 200 },
    {
      name: 'public write',
      surface: 'api',
      path: '/api/v1/contact-messages',
      init: () => jsonBody({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' }),
      ok: 201,
    },
    {
      name: 'admin read',
      surface: 'api',
      path: '/api/v1/users',
      init: () => bearer(session.token),
      ok: 200,
    },
    {
      name: 'admin write',
      surface: 'api',
      path: '/api/v1/content-types',
      init: () =>
        bearer(
          session.token,
          jsonBody({ name: `Outage ${++emails}`, fields: [{ name: 'title', type: 'text' }] }),
        ),
      ok: 201,
    },
    {
      name: 'delivery read with an API key',
      surface: 'api',
      path: '/api/v1/content/blog-post/items',
      init: () => bearer(session.apiKey),
      ok: 200,
    },
    {
      name: 'MCP with an API key',
      surface: 'mcp',
      path: MCP_PATH,
      init: () =>
        bearer(session.apiKey, {
          ...jsonBody({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
        }),
      ok: 200,
    },
    {
      name: 'password sign-in',
      surface: 'auth',
      path: '/auth/v1/token?grant_type=password',
      init: () => jsonBody(ADMIN),
      ok: 200,
    },
    {
      name: 'user',
      surface: 'auth',
      path: '/auth/v1/user',
      init: () => bearer(session.token),
      ok: 200,
    },
    {
      name: 'signup',
      surface: 'auth',
      path: '/auth/v1/signup',
      init: () => jsonBody({ email: freshEmail(), password: 'violet-harbour-engine-27' }),
      ok: 200,
    },
  ]
}

async function timed(server: TestServer, call: Call) {
  const started = Date.now()
  const res = await server.request(call.path, call.init?.())
  return { ...res, ms: Date.now() - started }
}

/** 503 with Retry-After, promptly, in the error shape of its surface. */
async function expectUnavailable(server: TestServer, call: Call) {
  const res = await timed(server, call)
  expect(res.status, `${call.name}: ${JSON.stringify(res.body)}`).toBe(503)
  expect(res.ms, call.name).toBeLessThan(PROMPT_MS)
  expect(Number(res.headers.get('retry-after')), call.name).toBeGreaterThan(0)
  if (call.surface === 'api') {
    // Health says so in its own words (and details); every other route in the shared ones.
    const message = call.name === 'health' ? 'The database is unreachable' : unavailableMessage
    expect(res.body).toMatchObject({ error: { code: 'service_unavailable', message } })
  } else if (call.surface === 'mcp') {
    expect(res.body).toMatchObject({
      jsonrpc: '2.0',
      error: { message: unavailableMessage, data: { code: 'service_unavailable' } },
    })
  } else {
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(res.body).toEqual({
      code: 'unexpected_failure',
      error_code: 'unexpected_failure',
      message: unavailableMessage,
      msg: unavailableMessage,
    })
  }
}

async function expectBack(server: TestServer, call: Call) {
  const res = await timed(server, call)
  expect(res.status, `${call.name}: ${JSON.stringify(res.body)}`).toBe(call.ok)
}

describe.runIf(dialectUnderTest === 'postgres')('PostgreSQL unreachable', () => {
  let installation: TestInstallation
  let proxy: TcpProxy
  let server: TestServer
  let session: Session

  beforeAll(async () => {
    installation = await createTestInstallation()
    const url = new URL(installation.env.DATABASE_URL!)
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
    url.hostname = '127.0.0.1'
    url.port = String(proxy.port)
    server = await startTestServer(installation, {
      DATABASE_URL: url.toString(),
      FOLIO_DEMO: 'true',
      SCHEDULER_INTERVAL_MS: '200',
    })
    session = await signIn(server)
  })
  afterAll(async () => {
    await proxy?.start()
    await server?.close()
    await proxy?.stop()
    await installation?.destroy()
  })

  it('answers 503 with Retry-After on every surface, then recovers without a restart', async () => {
    const calls = callsOf(session)
    // A signed-in client: an outage must not sign its user out.
    const client = authClient(server)
    const { data: signedIn } = await client.signInWithPassword(ADMIN)
    const refresh: Call = {
      name: 'refresh',
      surface: 'auth',
      path: '/auth/v1/token?grant_type=refresh_token',
      init: () => jsonBody({ refresh_token: signedIn.session!.refresh_token }),
      ok: 200,
    }
    // Due while the database is away: the scheduler must publish it once it is back.
    const due = await server.request(
      '/api/v1/content/blog-post/items',
      bearer(
        session.token,
        jsonBody({
          title: 'Published after the outage',
          status: 'scheduled',
          scheduledFor: new Date(Date.now() + 1000).toISOString(),
          data: { title: 'Published after the outage', content: '<p>Hello</p>' },
        }),
      ),
    )
    expect(due.status, JSON.stringify(due.body)).toBe(201)
    const dueSlug = (due.body as { data: { slug: string } }).data.slug

    for (const call of calls) await expectBack(server, call)

    await proxy.stop()
    for (const call of calls) await expectUnavailable(server, call)
    // A refresh that fails with a 4xx would end the session; a 503 is retried.
    await expectUnavailable(server, refresh)
    const { error } = await client.getUser()
    expect(error?.status).toBe(503)
    expect(client.storage.items.size).toBeGreaterThan(0)
    // Long enough for the item to fall due and a few scheduler ticks to fail.
    await new Promise((resolve) => setTimeout(resolve, 1500))

    await proxy.start()
    for (const call of calls) await expectBack(server, call)
    expect((await client.getUser()).error).toBeNull()
    await expectBack(server, refresh)
    await expect
      .poll(
        async () => {
          const res = await server.request(
            `/api/v1/content/blog-post/items/${dueSlug}`,
            bearer(session.token),
          )
          return (res.body as { data?: { status: string } }).data?.status
        },
        { timeout: 10_000 },
      )
      .toBe('published')
  })
})

describe.runIf(dialectUnderTest === 'sqlite')('SQLite file locked by another connection', () => {
  let installation: TestInstallation
  let server: TestServer
  let session: Session

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, { FOLIO_DEMO: 'true' })
    session = await signIn(server)
  })
  afterAll(async () => {
    await server?.close()
    await installation?.destroy()
  })

  it('answers writes 503 with Retry-After promptly, keeps reading, and recovers', async () => {
    const calls = callsOf(session)
    const writes = calls.filter((call) =>
      ['public write', 'admin write', 'password sign-in', 'signup'].includes(call.name),
    )
    const reads = calls.filter((call) => !writes.includes(call))

    for (const call of calls) await expectBack(server, call)

    const other = new SQLite(path.join(installation.dataDir, 'folio.db'))
    try {
      other.pragma('busy_timeout = 5000')
      other.exec('BEGIN EXCLUSIVE')
      for (const call of writes) await expectUnavailable(server, call)
      // Write-ahead logging lets readers go on while another connection writes.
      for (const call of reads) await expectBack(server, call)
      other.exec('ROLLBACK')
    } finally {
      other.close()
    }
    for (const call of calls) await expectBack(server, call)
  })
})
