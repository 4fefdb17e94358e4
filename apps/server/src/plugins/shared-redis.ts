import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis every instance shares (REDIS_URL); null on a single instance. */
    sharedRedis: SharedRedis | null
  }
}

/**
 * One connection per server for everything instances share through Redis (the rate-limit
 * counters). Users fall back to this instance's memory when a command fails and report it
 * here, so an outage is logged once rather than per request or per user.
 */
export interface SharedRedis {
  /** Every key it writes starts with REDIS_KEY_PREFIX. */
  client: Redis
  /** A command failed: counts go to memory until one succeeds again. */
  failed: (error: unknown) => void
  succeeded: () => void
}

/**
 * Decorates `app.sharedRedis`: connected when the server is ready, closed with it. Commands
 * fail at once while disconnected (no offline queue) and after half a second otherwise, so
 * an outage delays no request for longer than that. The client library loads only when
 * REDIS_URL is set: a single instance never needs it, nor the memory it takes.
 */
export async function registerSharedRedis(app: FastifyInstance) {
  const { redisUrl, redisKeyPrefix } = app.config
  if (!redisUrl) {
    app.decorate('sharedRedis', null)
    return
  }
  const log = app.log.child({ plugin: 'shared-redis' })
  const { Redis } = await import('ioredis')
  const client = new Redis(redisUrl, {
    keyPrefix: redisKeyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
  })
  let healthy = true
  const shared: SharedRedis = {
    client,
    failed: (error) => {
      if (healthy) log.warn({ err: error }, 'Redis unavailable: counting rate limits in memory')
      healthy = false
    },
    succeeded: () => {
      if (!healthy) log.info('Redis is back: rate limits are shared again')
      healthy = true
    },
  }
  client.on('error', shared.failed)
  client.on('ready', shared.succeeded)
  app.decorate('sharedRedis', shared)
  app.addHook('onReady', async () => {
    await client.connect().catch(shared.failed)
  })
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect())
  })
}
