import { randomUUID } from 'node:crypto'

import {
  realtimeCloseCodes,
  realtimeMessages,
  type LiveEvent,
  type RealtimeClientMessage,
} from '@folio/schema'
import type { FastifyBaseLogger } from 'fastify'

import type { LiveSignals } from '../../lib/live-signals.js'
import type { OperationContext } from '../../lib/context.js'
import { mayReceive } from './audience.js'
import type { Audience, BusMessage, PresenceOfItem, RealtimeBus } from './bus.js'
import {
  LiveConnection,
  type ConnectionLimits,
  type Socket,
  type SocketUser,
} from './connection.js'
import { createActorNames } from './people.js'
import { PresenceBoard } from './presence-board.js'
import { recheckSocketUser } from './socket-access.js'

export interface RealtimeLimits extends ConnectionLimits {
  connectionsPerUser: number
  connectionsPerInstance: number
  heartbeatMs: number
}

export interface RealtimeHubOptions {
  ctx: Pick<OperationContext, 'db' | 'logger'>
  bus: RealtimeBus
  limits: RealtimeLimits
  signIn: (token: string) => Promise<SocketUser>
}

/** Events kept for sockets that reconnect and ask for what they missed. */
const REPLAY_EVENTS = 500

interface Sent {
  seq: number
  event: LiveEvent
  audience: Audience
  /** The message as sent: serialized once, however many sockets receive it. */
  text: string
}

/**
 * The live channel of one instance: its sockets, the events it has sent (numbered, so a
 * reconnecting tab catches up), and who is on which item here and, through the bus, on the
 * other instances. Everything it hears, its own changes included, comes through the bus.
 */
export class RealtimeHub implements LiveSignals {
  /** Names this instance's numbering: a cursor from another instance or run means resync. */
  readonly epoch = randomUUID()
  private seq = 0
  private readonly sent: Sent[] = []
  private readonly connections = new Set<LiveConnection>()
  private readonly byUser = new Map<string, Set<LiveConnection>>()
  private readonly board = new PresenceBoard()
  private heartbeat: NodeJS.Timeout | null = null
  private readonly actorOf
  private readonly logger: FastifyBaseLogger

  constructor(private readonly options: RealtimeHubOptions) {
    this.actorOf = createActorNames(options.ctx)
    this.logger = options.ctx.logger
  }

  get connectionCount(): number {
    return this.connections.size
  }

  async start(): Promise<void> {
    await this.options.bus.start((message) => this.hear(message))
    this.options.bus.publish({ kind: 'hello', origin: this.epoch })
    this.heartbeat = setInterval(() => void this.beat(), this.options.limits.heartbeatMs)
    this.heartbeat.unref()
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat)
    for (const connection of this.connections) connection.close(1001, 'Server restarting')
    this.options.bus.publish({ kind: 'bye', origin: this.epoch })
    await this.options.bus.close()
  }

  /** A new socket: it signs in with its first message. */
  attach(socket: Socket): void {
    const connection = new LiveConnection(
      socket,
      {
        signIn: (_, token) => this.options.signIn(token),
        admit: (conn) => this.admit(conn),
        ready: (conn, since) => this.ready(conn, since),
        presence: (conn, message) => this.updatePresence(conn, message),
        closed: (conn) => this.closed(conn),
      },
      this.options.limits,
      this.logger,
    )
    this.connections.add(connection)
  }

  /** Sends an event to every instance; each gives it to the sockets allowed to see it. */
  emit(event: LiveEvent, audience: Audience): void {
    this.options.bus.publish({ kind: 'event', origin: this.epoch, event, audience })
  }

  notified(userIds: readonly string[]): void {
    if (userIds.length === 0) return
    this.emit(
      { topic: 'notification', action: 'created', actor: null, at: new Date().toISOString() },
      { kind: 'users', userIds: [...userIds] },
    )
  }

  accessChanged(userId: string): void {
    this.options.bus.publish({ kind: 'access', origin: this.epoch, userId })
  }

  touched(topic: 'workflow' | 'menu', actor: OperationContext['actor']): void {
    void this.actorOf(actor).then((live) =>
      this.emit(
        { topic, action: 'changed', actor: live, at: new Date().toISOString() },
        { kind: 'area', capability: topic === 'menu' ? 'navigation.view' : 'workflow.view' },
      ),
    )
  }

  /** The name of whoever made a lifecycle change, for events. */
  nameOf(actor: OperationContext['actor']) {
    return this.actorOf(actor)
  }

  private admit(connection: LiveConnection): string | null {
    const { limits } = this.options
    const userId = connection.user!.actor.userId
    const mine = this.byUser.get(userId) ?? new Set()
    if (mine.size >= limits.connectionsPerUser) return realtimeMessages.tooManyConnections
    let ready = 0
    for (const set of this.byUser.values()) ready += set.size
    if (ready >= limits.connectionsPerInstance) return realtimeMessages.serverFull
    mine.add(connection)
    this.byUser.set(userId, mine)
    return null
  }

  private ready(connection: LiveConnection, since: { epoch: string; seq: number } | undefined) {
    const { actor } = connection.user!
    connection.send({
      type: 'ready',
      epoch: this.epoch,
      seq: this.seq,
      connectionId: connection.id,
      userId: actor.userId,
    })
    if (since) this.replay(connection, since)
    for (const item of this.board.all()) this.sendPresence(connection, item)
  }

  /** What a reconnecting socket missed, or a resync when that is no longer known here. */
  private replay(connection: LiveConnection, since: { epoch: string; seq: number }) {
    const oldest = this.sent[0]?.seq ?? this.seq + 1
    if (since.epoch !== this.epoch || since.seq > this.seq || since.seq < oldest - 1) {
      connection.send({ type: 'resync', epoch: this.epoch, seq: this.seq })
      return
    }
    for (const entry of this.sent) {
      if (entry.seq > since.seq) this.deliverTo(connection, entry)
    }
  }

  private deliverTo(connection: LiveConnection, entry: Sent) {
    const user = connection.user
    if (!user || !mayReceive(user.rights, user.actor.userId, entry.audience)) return
    connection.sendText(entry.text)
  }

  private closed(connection: LiveConnection) {
    this.connections.delete(connection)
    const userId = connection.user?.actor.userId
    if (userId) {
      const mine = this.byUser.get(userId)
      mine?.delete(connection)
      if (mine?.size === 0) this.byUser.delete(userId)
    }
    const was = this.board.remove(connection.id)
    if (was) this.share(was.itemId, was.contentTypeId)
  }

  private updatePresence(
    connection: LiveConnection,
    message: Extract<RealtimeClientMessage, { type: 'presence' }>,
  ) {
    const { from, to } = this.board.set(connection.id, connection.user!, message)
    if (from) this.share(from.itemId, from.contentTypeId)
    if (to) this.share(to.itemId, to.contentTypeId)
  }

  /** This instance's people on one item, told to every instance (this one included). */
  private share(itemId: string, contentTypeId: string | null) {
    this.options.bus.publish({
      kind: 'presence',
      origin: this.epoch,
      item: this.board.local(itemId, contentTypeId),
    })
  }

  private sendPresence(connection: LiveConnection, item: PresenceOfItem, text?: string) {
    const user = connection.user
    if (!user) return
    // Presence on an item says as much as the item's existence: the same right to view it.
    if (item.contentTypeId !== null) {
      const audience = { kind: 'contentType', contentTypeId: item.contentTypeId } as const
      if (!mayReceive(user.rights, user.actor.userId, audience)) return
    }
    connection.sendText(text ?? JSON.stringify({ type: 'presence', ...item }))
  }

  private fanOut(itemIds: Iterable<string>) {
    for (const itemId of new Set(itemIds)) {
      const item = this.board.merged(itemId)
      const text = JSON.stringify({ type: 'presence', ...item })
      for (const connection of this.connections) this.sendPresence(connection, item, text)
    }
  }

  private hear(message: BusMessage) {
    const own = message.origin === this.epoch
    switch (message.kind) {
      case 'event': {
        const seq = ++this.seq
        const text = JSON.stringify({ type: 'event', seq, event: message.event })
        const entry: Sent = { seq, event: message.event, audience: message.audience, text }
        this.sent.push(entry)
        if (this.sent.length > REPLAY_EVENTS) this.sent.shift()
        for (const connection of this.connections) this.deliverTo(connection, entry)
        return
      }
      case 'presence':
        if (!own) this.board.heard(message.origin, message.item)
        this.fanOut([message.item.itemId])
        return
      case 'presence-all':
        if (!own) this.fanOut(this.board.replaced(message.origin, message.items))
        return
      case 'hello':
        if (!own) this.shareAll()
        return
      case 'bye':
        if (!own) this.fanOut(this.board.forget(message.origin))
        return
      case 'access':
        for (const connection of this.byUser.get(message.userId) ?? []) {
          void this.recheck(connection)
        }
        return
    }
  }

  private shareAll() {
    this.options.bus.publish({
      kind: 'presence-all',
      origin: this.epoch,
      items: this.board.localItems(),
    })
  }

  /** Closes the socket of a user who lost access; else takes their current role and rights. */
  private async recheck(connection: LiveConnection) {
    const user = connection.user
    if (!user || !connection.open) return
    try {
      const current = await recheckSocketUser(this.options.ctx, user)
      if (!current) {
        connection.close(realtimeCloseCodes.forbidden, realtimeMessages.accessChanged)
        return
      }
      connection.user = current
    } catch (error) {
      this.logger.warn({ err: error }, 'could not check a live socket’s access')
    }
  }

  /** Pings, checks everyone's access again, shares presence and drops silent instances. */
  private async beat() {
    for (const connection of this.connections) connection.ping()
    this.shareAll()
    const stale = Date.now() - this.options.limits.heartbeatMs * 3
    for (const origin of this.board.silentSince(stale)) this.fanOut(this.board.forget(origin))
    for (const connections of this.byUser.values()) {
      for (const connection of connections) await this.recheck(connection)
    }
  }
}
