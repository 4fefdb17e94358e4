import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

import { DEMO_PASSWORD } from '../auth/demo/demo-accounts.js'
import { authClient } from './auth-helpers.js'
import {
  ALLOW_LOOPBACK_OUTBOUND,
  createTestInstallation,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from './test-server.js'

export interface ReceivedRequest {
  path: string
  headers: IncomingHttpHeaders
  /** The raw body, exactly as received (what the signature covers). */
  body: string
  json: { id: string; event: string; createdAt: string; data: unknown }
  /** Date.now() when it arrived. */
  receivedAt: number
  /** The status this receiver answered; null while `respond` is still deciding. */
  answered: number | null
}

export type Responder = (request: ReceivedRequest) => number | Promise<number>

/**
 * A real HTTP receiver on a free loopback port that records every request. `respond` picks each
 * answer's status (200 unless set) and may wait, to hold a delivery in flight.
 */
export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>`; webhooks point at paths below it to tell them apart. */
  url: string
  received: ReceivedRequest[]
  respond: Responder
  /** Requests to `path` so far. */
  at(path: string): ReceivedRequest[]
  /** Waits until a request to `path` matches, and returns it. */
  waitFor(
    path: string,
    match?: (request: ReceivedRequest) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedRequest>
  close(): Promise<void>
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    respond: () => 200,
    at: (path) => receiver.received.filter((request) => request.path === path),
    async waitFor(path, match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = receiver.at(path).find(match)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no matching delivery to ${path}`)
        await sleep(20)
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const request: ReceivedRequest = {
        path: req.url ?? '/',
        headers: req.headers,
        body,
        json: JSON.parse(body) as ReceivedRequest['json'],
        receivedAt: Date.now(),
        answered: null,
      }
      receiver.received.push(request)
      void Promise.resolve(receiver.respond(request)).then((status) => {
        request.answered = status
        res.writeHead(status, { 'content-type': 'text/plain' }).end('ok')
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return receiver
}

/**
 * What a receiver should do with `Folio-Signature`: recompute the HMAC of "<t>.<raw body>"
 * with the secret, compare in constant time, and refuse old timestamps.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
  )
  const timestamp = Number(parts.get('t'))
  const signature = parts.get('v1') ?? ''
  if (!Number.isInteger(timestamp)) return false
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return (
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  )
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` until it returns something truthy. */
export async function eventually<T>(
  check: () => Promise<T>,
  timeoutMs = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await sleep(25)
  }
}

type Role = 'admin' | 'editor' | 'viewer'

export interface WebhookApi {
  installation: TestInstallation
  server: TestServer
  /** Calls /api/v1 as a demo account. */
  call<T = unknown>(
    as: Role,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>
  /** Closes the server and starts a new one on the same installation (same database). */
  restart(): Promise<void>
  close(): Promise<void>
}

/**
 * A fresh installation with the demo accounts, a quick scheduler, short webhook retries and
 * local receivers allowed (all overridable), for webhook tests.
 */
export async function startWebhookApi(overrides: NodeJS.ProcessEnv = {}): Promise<WebhookApi> {
  const env = {
    ...ALLOW_LOOPBACK_OUTBOUND,
    FOLIO_DEMO: 'true',
    SCHEDULER_INTERVAL_MS: '100',
    WEBHOOK_RETRY_BASE_MS: '50',
    ...overrides,
  }
  const installation = await createTestInstallation()
  let server = await startTestServer(installation, env)
  const tokens = {} as Record<Role, string>
  for (const role of ['admin', 'editor', 'viewer'] as const) {
    const { data, error } = await authClient(server).signInWithPassword({
      email: `${role}@demo.folio.dev`,
      password: DEMO_PASSWORD,
    })
    if (error) throw error
    tokens[role] = data.session.access_token
  }
  const api: WebhookApi = {
    installation,
    server,
    async call<T>(as: Role, method: string, path: string, body?: unknown) {
      const headers: Record<string, string> = { authorization: `Bearer ${tokens[as]}` }
      if (body !== undefined) headers['content-type'] = 'application/json'
      const res = await server.request(`/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, body: res.body as T }
    },
    async restart() {
      await server.close()
      server = await startTestServer(installation, env)
      api.server = server
    },
    async close() {
      await server.close()
      await installation.destroy()
    },
  }
  return api
}
