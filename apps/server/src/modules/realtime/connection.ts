import { randomUUID } from 'node:crypto'

import {
  REALTIME_MAX_MESSAGE_BYTES,
  realtimeClientMessageSchema,
  realtimeCloseCodes,
  realtimeMessages,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
  type RoleRights,
} from '@folio/schema'
import type { FastifyBaseLogger } from 'fastify'

import type { Actor } from '../../lib/context.js'
import type { PersonLook } from './people.js'

type RawData = Buffer | ArrayBuffer | Buffer[]

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data as ArrayBuffer).toString('utf8')
}

/** The members of a `ws` socket used here (the package ships no types of its own). */
export interface Socket {
  readonly readyState: number
  readonly OPEN: number
  readonly bufferedAmount: number
  send(data: string): void
  close(code?: number, reason?: string): void
  terminate(): void
  ping(): void
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown
  on(event: 'pong' | 'close' | 'error', listener: () => void): unknown
}

/** Who is behind a socket, once signed in; refreshed when their access may have changed. */
export interface SocketUser {
  actor: Actor
  look: PersonLook
  rights: RoleRights
}

export interface ConnectionLimits {
  messagesPerMinute: number
  /** Bytes waiting to be sent to one socket before it counts as too slow and is closed. */
  maxBufferedBytes: number
  /** How long a new socket has to sign in. */
  authTimeoutMs: number
}

/** What a socket asks of the hub it belongs to. */
export interface ConnectionHandler {
  signIn(connection: LiveConnection, token: string): Promise<SocketUser>
  /** Whether one more socket of this user fits; the refusal's message otherwise. */
  admit(connection: LiveConnection): string | null
  ready(connection: LiveConnection, since: { epoch: string; seq: number } | undefined): void
  presence(
    connection: LiveConnection,
    message: Extract<RealtimeClientMessage, { type: 'presence' }>,
  ): void
  closed(connection: LiveConnection): void
}

/**
 * One browser tab's socket: signs in with its first message, then sends presence and receives
 * events. Every message is size- and rate-limited; a socket that cannot keep up with what is
 * sent to it is closed rather than buffered without end, so it never holds up the others.
 */
export class LiveConnection {
  readonly id = randomUUID()
  user: SocketUser | null = null
  /** Set by each pong; a socket still false at the next heartbeat is gone. */
  alive = true
  private budget: number
  private refilledAt = Date.now()
  private authTimer: NodeJS.Timeout | null
  private isClosed = false

  constructor(
    private readonly socket: Socket,
    private readonly handler: ConnectionHandler,
    private readonly limits: ConnectionLimits,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.budget = limits.messagesPerMinute
    this.authTimer = setTimeout(
      () => this.close(realtimeCloseCodes.unauthorized, realtimeMessages.signInFirst),
      limits.authTimeoutMs,
    )
    socket.on('message', (data, isBinary) => void this.receive(data, isBinary))
    socket.on('pong', () => {
      this.alive = true
    })
    socket.on('close', () => this.ended())
    socket.on('error', () => this.ended())
  }

  get open(): boolean {
    return !this.isClosed && this.socket.readyState === this.socket.OPEN
  }

  /** Sends unless the socket is closed or too far behind (then closes it). */
  send(message: RealtimeServerMessage): boolean {
    return this.sendText(JSON.stringify(message))
  }

  /** `send` for a message serialized once for many sockets. */
  sendText(text: string): boolean {
    if (!this.open) return false
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.close(realtimeCloseCodes.overLimit, realtimeMessages.tooSlow)
      return false
    }
    this.socket.send(text)
    return true
  }

  /** Tells the browser why (an `error` message, then the close code with the reason). */
  close(code: number, message: string): void {
    if (this.isClosed) return
    if (this.socket.readyState === this.socket.OPEN) {
      this.socket.send(JSON.stringify({ type: 'error', code, message }))
      this.socket.close(code, message)
    }
    this.ended()
  }

  /** The heartbeat: a socket that did not answer the last ping is dropped without ceremony. */
  ping(): void {
    if (!this.alive) {
      this.socket.terminate()
      this.ended()
      return
    }
    this.alive = false
    if (this.open) this.socket.ping()
  }

  private ended(): void {
    if (this.isClosed) return
    this.isClosed = true
    if (this.authTimer) clearTimeout(this.authTimer)
    this.handler.closed(this)
  }

  /** Spends one message of the per-minute budget, refilled continuously. */
  private withinRate(): boolean {
    const now = Date.now()
    const perMs = this.limits.messagesPerMinute / 60_000
    this.budget = Math.min(
      this.limits.messagesPerMinute,
      this.budget + (now - this.refilledAt) * perMs,
    )
    this.refilledAt = now
    if (this.budget < 1) return false
    this.budget -= 1
    return true
  }

  private async receive(data: RawData, isBinary: boolean): Promise<void> {
    if (this.isClosed) return
    const size = Array.isArray(data)
      ? data.reduce((sum, part) => sum + part.length, 0)
      : data.byteLength
    if (size > REALTIME_MAX_MESSAGE_BYTES) {
      return this.close(1009, realtimeMessages.badMessage)
    }
    if (!this.withinRate()) {
      return this.close(realtimeCloseCodes.overLimit, realtimeMessages.tooManyMessages)
    }
    let message: RealtimeClientMessage
    try {
      if (isBinary) throw new Error('binary')
      const parsed = realtimeClientMessageSchema.safeParse(JSON.parse(textOf(data)))
      if (!parsed.success) throw parsed.error
      message = parsed.data
    } catch {
      return this.close(realtimeCloseCodes.badMessage, realtimeMessages.badMessage)
    }
    if (message.type === 'auth') return this.signIn(message.token, message.since)
    if (!this.user) return this.close(realtimeCloseCodes.unauthorized, realtimeMessages.signInFirst)
    this.handler.presence(this, message)
  }

  /** The first sign-in admits the socket; a later one (a refreshed token) renews it. */
  private async signIn(token: string, since: { epoch: string; seq: number } | undefined) {
    const first = this.user === null
    try {
      const user = await this.handler.signIn(this, token)
      if (!first && user.actor.userId !== this.user?.actor.userId) {
        return this.close(realtimeCloseCodes.forbidden, realtimeMessages.accessChanged)
      }
      this.user = user
    } catch (error) {
      this.logger.debug({ err: error }, 'live channel sign-in refused')
      return this.close(realtimeCloseCodes.unauthorized, realtimeMessages.signInFailed)
    }
    if (!first || this.isClosed) return
    if (this.authTimer) clearTimeout(this.authTimer)
    this.authTimer = null
    const refusal = this.handler.admit(this)
    if (refusal) return this.close(realtimeCloseCodes.overLimit, refusal)
    this.handler.ready(this, since)
  }
}
