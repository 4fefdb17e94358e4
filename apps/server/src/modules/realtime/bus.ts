import type { LiveEvent, PresencePerson } from '@folio/schema'

import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

/**
 * How instances tell each other what happened: in one process a direct call, with REDIS_URL a
 * pub/sub channel every instance of the installation listens on. Messages are JSON and carry
 * their origin, so an instance knows its own.
 */
export interface RealtimeBus {
  publish(message: BusMessage): void
  /** Starts listening; the handler sees every message, this instance's own included. */
  start(handler: (message: BusMessage) => void): Promise<void>
  close(): Promise<void>
}

/** Who may receive an event, decided on each instance against each socket's rights. */
export type Audience =
  | { kind: 'contentType'; contentTypeId: string }
  | { kind: 'area'; capability: 'media.view' | 'workflow.view' | 'navigation.view' }
  | { kind: 'users'; userIds: string[] }
  | { kind: 'everyone' }

export interface PresenceOfItem {
  itemId: string
  contentTypeId: string | null
  people: PresencePerson[]
}

export type BusMessage =
  | { kind: 'event'; origin: string; event: LiveEvent; audience: Audience }
  /** One item's people on the origin instance (an empty list: nobody there any more). */
  | { kind: 'presence'; origin: string; item: PresenceOfItem }
  /** Everything the origin holds, sent now and then so a lost message heals. */
  | { kind: 'presence-all'; origin: string; items: PresenceOfItem[] }
  /** A new instance asks the others for their presence. */
  | { kind: 'hello'; origin: string }
  | { kind: 'bye'; origin: string }
  | { kind: 'access'; origin: string; userId: string }

export function createLocalBus(): RealtimeBus {
  let listener: ((message: BusMessage) => void) | null = null
  return {
    // Later in the tick, as Redis would: a publisher never re-enters its own handler.
    publish: (message) => queueMicrotask(() => listener?.(message)),
    start: async (handler) => {
      listener = handler
    },
    close: async () => {
      listener = null
    },
  }
}

/**
 * Pub/sub on the shared Redis: two connections of its own, since a subscribed connection can
 * do nothing else. A publish that fails is logged and lost: presence heals with the next
 * full update, and browsers refetch when they reconnect.
 */
export function createRedisBus(
  shared: Redis,
  channel: string,
  logger: FastifyBaseLogger,
): RealtimeBus {
  const publisher = shared.duplicate({ lazyConnect: true, enableOfflineQueue: true })
  const subscriber = shared.duplicate({ lazyConnect: true, enableOfflineQueue: true })
  publisher.on('error', () => {})
  subscriber.on('error', (error) => logger.debug({ err: error }, 'realtime subscriber error'))
  return {
    publish(message) {
      publisher.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
        logger.warn({ err: error }, 'a live update could not be shared with other instances')
      })
    },
    async start(handler) {
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return
        try {
          handler(JSON.parse(text) as BusMessage)
        } catch (error) {
          logger.warn({ err: error }, 'an unreadable live update from another instance')
        }
      })
      // Redis down at start must not keep the server from starting: ioredis keeps trying, and
      // each time the subscriber is ready it subscribes (again). Until then, live updates stay
      // on this instance.
      subscriber.on('ready', () => {
        subscriber.subscribe(channel).catch((error: unknown) => {
          logger.warn({ err: error }, 'live updates could not subscribe to other instances')
        })
      })
      for (const client of [publisher, subscriber]) {
        client.connect().catch((error: unknown) => {
          logger.warn({ err: error }, 'Redis is not reachable: live updates stay on this instance')
        })
      }
    },
    async close() {
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      )
    },
  }
}
