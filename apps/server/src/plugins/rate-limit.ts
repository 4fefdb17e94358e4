import { serviceMessages } from '@folio/schema'
import { createRequire } from 'node:module'

import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'

import { AppError } from '../lib/app-error.js'
import type { SharedRedis } from './shared-redis.js'

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Counted) => void
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0]

interface LibraryStore extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void
}

// The plugin's own stores, which it exports only through its options; wrapping them keeps
// its Lua counter and its LRU rather than a second implementation of either.
const require = createRequire(import.meta.url)
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: SharedRedis['client'],
  nameSpace: string,
) => LibraryStore
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => LibraryStore

/**
 * Counts in Redis and, for as long as Redis fails, in this instance's memory: an outage must
 * neither answer auth requests with 500 (what the plugin does without skipOnError) nor lift
 * every limit (what skipOnError does). Each instance then enforces the limits on its own.
 */
class RedisWithFallbackStore implements LibraryStore {
  constructor(
    private readonly redis: SharedRedis,
    private readonly shared: LibraryStore,
    private readonly local: LibraryStore,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('incr', key, callback, timeWindow, max)
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('read', key, callback, timeWindow, max)
  }

  child(routeOptions: ChildOptions): RedisWithFallbackStore {
    return new RedisWithFallbackStore(
      this.redis,
      this.shared.child(routeOptions) as LibraryStore,
      this.local.child(routeOptions) as LibraryStore,
    )
  }

  private count(
    method: 'incr' | 'read',
    key: string,
    callback: Callback,
    timeWindow: number,
    max: number,
  ) {
    this.shared[method](
      key,
      (error, result) => {
        if (!error) {
          this.redis.succeeded()
          callback(null, result)
          return
        }
        this.redis.failed(error)
        this.local[method](key, callback, timeWindow, max)
      },
      timeWindow,
      max,
    )
  }
}

/**
 * @fastify/rate-limit for the limits routes ask for (`config.rateLimit`, `app.createRateLimit`:
 * auth, MFA, the contact form, the AI assistant); none applies globally. With REDIS_URL set
 * the counts live in Redis under `<REDIS_KEY_PREFIX>rate-limit:`, so every instance enforces
 * one shared limit. Register after registerSharedRedis.
 */
export async function registerRateLimit(app: FastifyInstance) {
  const redis = app.sharedRedis
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', serviceMessages.tooManyRequests(context.after)),
    ...(redis && { store: sharedStore(redis) }),
  })
}

/** The store class the plugin instantiates (once; routes get children of it). */
function sharedStore(redis: SharedRedis) {
  return class extends RedisWithFallbackStore {
    constructor() {
      super(
        redis,
        new RedisStore(false, false, redis.client, 'rate-limit:'),
        new LocalStore(false, false),
      )
    }
  }
}
