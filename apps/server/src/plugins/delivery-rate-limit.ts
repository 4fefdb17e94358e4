import { serviceMessages } from '@folio/schema'
import type { FastifyInstance, FastifyReply } from 'fastify'

import { AppError } from '../lib/app-error.js'
import type { SharedRedis } from './shared-redis.js'

const WINDOW_MS = 60_000

/** Counts requests per key in fixed one-minute windows. */
interface Counter {
  /** Counts one request of `key` in `window`; resolves to the count so far, this one included. */
  hit(key: string, window: number): Promise<number>
}

/** One process's counts: one entry per key, replaced when its window ends. */
function memoryCounter(): Counter {
  const counts = new Map<string, { window: number; count: number }>()
  return {
    async hit(key, window) {
      const entry = counts.get(key)
      if (entry?.window === window) return ++entry.count
      counts.set(key, { window, count: 1 })
      return 1
    },
  }
}

/**
 * Counts shared by every instance on one Redis: INCR and PEXPIRE of `rl:<key>:<window>` (after
 * REDIS_KEY_PREFIX) in one MULTI, so a counter never outlives its window for long and never
 * loses its expiry.
 *
 * When Redis fails (down, or slower than half a second), requests are counted in this
 * instance's memory instead. An outage must neither turn every delivery request into an error
 * nor lift the limit altogether: each instance then enforces the limit on its own until Redis
 * answers again.
 */
function redisCounter(redis: SharedRedis): Counter {
  const fallback = memoryCounter()
  return {
    async hit(key, window) {
      const name = `rl:${key}:${window}`
      try {
        const results = await redis.client
          .multi()
          .incr(name)
          .pexpire(name, 2 * WINDOW_MS)
          .exec()
        const [error, count] = results?.[0] ?? [new Error('Redis returned no result')]
        if (error) throw error
        redis.succeeded()
        return Number(count)
      } catch (error) {
        redis.failed(error)
        return fallback.hit(key, window)
      }
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-key request counter shared by the delivery API and the MCP server. */
    deliveryRateLimiter: DeliveryRateLimiter
  }
}

/** Where a key stands in its window after one more request. */
export interface RateLimitCount {
  limit: number
  remaining: number
  /** Seconds until the window ends. */
  reset: number
  /** The request is over the limit: it must be refused. */
  over: boolean
}

/** Counts a request against its API key's per-minute limit. */
export interface DeliveryRateLimiter {
  /** Counts one request of `apiKeyId`, without answering it (see rateLimitHeaders). */
  count(apiKeyId: string): Promise<RateLimitCount>
  /**
   * Counts one request of `apiKeyId` and sets the RateLimit-* headers on `reply`; over the
   * limit it also sets Retry-After and throws `429 rate_limited`.
   */
  hit(apiKeyId: string, reply: FastifyReply): Promise<void>
}

/**
 * The RateLimit-* headers of a counted request, Retry-After included when it is refused; named
 * in lower case, as the framework sends every header.
 */
export function rateLimitHeaders(counted: RateLimitCount): Record<string, number> {
  return {
    'ratelimit-limit': counted.limit,
    'ratelimit-remaining': counted.remaining,
    'ratelimit-reset': counted.reset,
    ...(counted.over && { 'retry-after': counted.reset }),
  }
}

/**
 * Limits each API key to `config.delivery.rateLimitPerMinute` requests per fixed one-minute
 * window, shared through Redis when REDIS_URL is set (register shared-redis first). Every key response carries
 * RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds until the window ends); a
 * request over the limit gets 429 with Retry-After. Created once per server, so every door an
 * API key uses (the delivery API, the MCP server) draws on the same count.
 */
export function createDeliveryRateLimiter(app: FastifyInstance): DeliveryRateLimiter {
  const limit = app.config.delivery.rateLimitPerMinute
  const counter = app.sharedRedis ? redisCounter(app.sharedRedis) : memoryCounter()
  const count = async (apiKeyId: string): Promise<RateLimitCount> => {
    const now = Date.now()
    const window = Math.floor(now / WINDOW_MS)
    const count = await counter.hit(apiKeyId, window)
    const reset = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000))
    return { limit, remaining: Math.max(0, limit - count), reset, over: count > limit }
  }
  return {
    count,
    async hit(apiKeyId, reply) {
      const counted = await count(apiKeyId)
      reply.headers(rateLimitHeaders(counted))
      if (counted.over) {
        throw new AppError('rate_limited', serviceMessages.keyRateLimited(limit, counted.reset))
      }
    },
  }
}

/**
 * Applies `app.deliveryRateLimiter` to every request made with an API key; requests with a
 * user's token are not counted. Register after registerAuthenticate: it needs the key the
 * request authenticated with.
 */
export function registerDeliveryRateLimit(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const key = request.ctx.actor?.apiKey
    if (key) await app.deliveryRateLimiter.hit(key.id, reply)
  })
}
