import type { FastifyInstance } from 'fastify'

import { serviceAuthContext } from '../../auth/index.js'
import { createLocalBus, createRedisBus } from './bus.js'
import { RealtimeHub } from './hub.js'
import { subscribeRealtime } from './lifecycle-hooks.js'
import { signInSocket } from './socket-access.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel of this instance (sockets, events, presence). */
    realtime: RealtimeHub
  }
}

/** Bytes queued for one socket before it counts as too slow to keep. */
const MAX_BUFFERED_BYTES = 1024 * 1024

/**
 * Decorates `app.realtime` and subscribes it to the content lifecycle. Across instances
 * through Redis pub/sub when REDIS_URL is set, else within this process. Started with the
 * server, stopped (sockets closed, other instances told) with it.
 */
export function registerRealtime(app: FastifyInstance): RealtimeHub {
  const { realtime } = app.config
  const logger = app.log.child({ module: 'realtime' })
  const bus = app.sharedRedis
    ? createRedisBus(app.sharedRedis.client, `${app.config.redisKeyPrefix}realtime`, logger)
    : createLocalBus()
  const hub = new RealtimeHub({
    ctx: { db: app.database.db, logger },
    bus,
    limits: { ...realtime, maxBufferedBytes: MAX_BUFFERED_BYTES, authTimeoutMs: 10_000 },
    signIn: (token) => signInSocket(serviceAuthContext(app), token),
  })
  subscribeRealtime(app.lifecycle, hub)
  app.decorate('realtime', hub)
  app.addHook('onReady', async () => hub.start())
  // Before the database closes (hooks run last-registered first, and this one is early).
  app.addHook('preClose', async () => hub.stop())
  return hub
}
