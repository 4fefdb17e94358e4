import type { RealtimeClientMessage, RealtimeServerMessage } from '@folio/schema'
import { REALTIME_PATH } from '@folio/schema'
import { expect } from 'vitest'

import { DEMO_PASSWORD } from '../auth/demo/demo-accounts.js'
import { authClient } from './auth-helpers.js'
import type { TestServer } from './test-server.js'

/** The members of a `ws` client socket the tests use (the package ships no types). */
interface ClientSocket {
  readonly readyState: number
  send(data: string | Buffer): void
  close(): void
  on(event: 'open', listener: () => void): void
  on(event: 'message', listener: (data: Buffer) => void): void
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void
  on(event: 'error', listener: (error: Error) => void): void
}
type ClientSocketClass = new (url: string) => ClientSocket
// A computed specifier: TypeScript does not look for the types `ws` lacks.
const wsModule = 'ws'
const { default: WebSocketClient } = (await import(wsModule)) as { default: ClientSocketClass }

/** A real WebSocket client of the live channel, keeping every message it was sent. */
export interface LiveClient {
  messages: RealtimeServerMessage[]
  send(message: RealtimeClientMessage | string | Buffer): void
  /** The first message (already received or still to come) that `match` accepts. */
  next<T extends RealtimeServerMessage['type']>(
    type: T,
    match?: (message: Extract<RealtimeServerMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<RealtimeServerMessage, { type: T }>>
  /** Resolves with the close code and reason when the server (or the client) closes it. */
  closed: Promise<{ code: number; reason: string }>
  close(): void
}

/** Opens a socket on the live channel without signing in. */
export async function openSocket(server: TestServer): Promise<LiveClient> {
  const url = `${server.url.replace(/^http/, 'ws')}${REALTIME_PATH}`
  const socket = new WebSocketClient(url)
  const messages: RealtimeServerMessage[] = []
  const waiters = new Set<() => void>()
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
  })
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as RealtimeServerMessage)
    for (const wake of waiters) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve)
    socket.on('error', reject)
  })
  return {
    messages,
    closed,
    send: (message) =>
      socket.send(
        typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message),
      ),
    close: () => socket.close(),
    next(type, match = () => true, timeoutMs = 5000) {
      type Wanted = Extract<RealtimeServerMessage, { type: typeof type }>
      const find = () => messages.find((m): m is Wanted => m.type === type && match(m as Wanted))
      return new Promise((resolve, reject) => {
        const found = find()
        if (found) return resolve(found)
        const wake = () => {
          const hit = find()
          if (!hit) return
          cleanUp()
          resolve(hit)
        }
        const timer = setTimeout(() => {
          cleanUp()
          reject(new Error(`no ${type} message within ${timeoutMs} ms`))
        }, timeoutMs)
        const cleanUp = () => {
          clearTimeout(timer)
          waiters.delete(wake)
        }
        waiters.add(wake)
      })
    },
  }
}

/** A socket signed in with `token`, once the server has said it is ready. */
export async function openLiveClient(server: TestServer, token: string): Promise<LiveClient> {
  const client = await openSocket(server)
  client.send({ type: 'auth', token })
  await client.next('ready')
  return client
}

/** An access token of a demo account (FOLIO_DEMO on). */
export async function demoToken(server: TestServer, role: 'admin' | 'editor' | 'viewer') {
  const { data, error } = await authClient(server).signInWithPassword({
    email: `${role}@demo.folio.dev`,
    password: DEMO_PASSWORD,
  })
  expect(error).toBeNull()
  return data.session!.access_token
}

/** Waits long enough for a message that should not come to have arrived. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms))
