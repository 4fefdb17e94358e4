import { createHash, hash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { publishedOnly } from '../lib/permissions.js'
import { sentPreviewToken } from '../modules/preview/index.js'
import { acceptsApiKey } from './authenticate.js'
import { addVary } from './delivery-cors.js'
import { ResponseCache, type CachedResponse } from './response-cache.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** A read the response cache may keep: the vector of generations it was read under. */
    deliveryCacheVector?: string
    /** The ETag of a body served from the response cache (already known, not hashed again). */
    deliveryCachedEtag?: string
    /** This read runs for the others asking the same at the same time (see registerDeliveryCache). */
    deliveryFlight?: Flight
  }
}

interface Flight {
  key: string
  settle: (response: CachedResponse | undefined) => void
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

/** Tells whether the server answered from its response cache: `hit` or `miss`. */
export const CACHE_HEADER = 'Folio-Cache'

/** One-shot hashing: no Hash object per response, which costs more than hashing a vector. */
function etagOf(text: string): string {
  return `"${hash('sha256', text, 'base64url')}"`
}

/**
 * A read whose answer depends on the URL and the data alone: a read-only key's GET sees
 * published content only, whichever key it is. Users and read-write keys may see drafts.
 */
function sharedRead(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    acceptsApiKey(request) &&
    publishedOnly(request.ctx) &&
    !sentPreviewToken(request)
  )
}

/** Who a read answers: what it may see (drafts or not) and what it is shown (a user's extras). */
function audienceOf(request: FastifyRequest): string {
  const { actor } = request.ctx
  if (publishedOnly(request.ctx)) return 'published'
  return actor?.apiKey ? `key:${actor.apiKey.scope}` : `user:${actor?.role ?? ''}`
}

function sendCached(reply: FastifyReply, response: CachedResponse) {
  reply.request.deliveryCachedEtag = response.etag
  return reply
    .header(CACHE_HEADER, 'hit')
    .type('application/json; charset=utf-8')
    .send(response.body)
}

/**
 * Caching of the delivery API's successful reads.
 *
 * HTTP: a read of a type's items carries an ETag derived from what its answer depends on: the
 * URL, who reads (published content only, or drafts too), the server's build and the
 * generations of the data it reads (see modules/generations). A write that can change the
 * answer moves one of those generations in its own transaction, so the ETag changes with the
 * very next request, on every instance, and is equal across instances for equal data; the body
 * is never hashed. Other delivery reads hash their body. A matching If-None-Match answers 304
 * without a body. Read-only keys see published content only, which shared caches (a CDN) may
 * keep for DELIVERY_CACHE_MAX_AGE_SECONDS per key and origin; anything a user's token or a
 * read-write key reads may include drafts, so it is private and revalidated every time.
 *
 * Server: the same shared reads are kept in memory, keyed by URL, each valid while the
 * generations it was read under hold: a write to one type leaves the others' entries alone,
 * and Folio's own bookkeeping (usage counters, a key's last use) moves nothing. Reads other
 * than a type's items fall back to the database's change marker, which any write moves.
 * Concurrent misses of one URL under the same generations run once: the others wait for the
 * first and answer with its body (or run themselves if it failed).
 */
export function registerDeliveryCache(
  app: FastifyInstance,
  options: { version: string },
): ResponseCache {
  const maxAge = app.config.delivery.cacheMaxAgeSeconds
  const cache = new ResponseCache(app.config.delivery.responseCacheBytes)
  // An after-commit hook of the lifecycle: a change to a type's items (or the type) frees their
  // kept answers at once. What may be served is still decided by the generations, which every
  // instance reads; this only returns the memory early.
  if (cache.enabled) {
    const evictType = (change: { contentType: { id: string; slug: string } }) => {
      const { id, slug } = change.contentType
      cache.evict([`/api/v1/content/${slug}/`, `/api/v1/content/${id}/`])
    }
    // A changed item: the type's lists, and its reads that expand. Reads of one item depend
    // on that item's share of the type (see itemScope): the others' stay servable.
    const evictLists = (change: { contentType: { id: string; slug: string } }) => {
      const { id, slug } = change.contentType
      const lists = [`/api/v1/content/${slug}/items`, `/api/v1/content/${id}/items`]
      cache.evictWhere((url) =>
        lists.some(
          (list) =>
            url.startsWith(list) &&
            (url.length === list.length || url[list.length] === '?' || url.includes('expand=')),
        ),
      )
    }
    for (const hook of ['item.afterCommit', 'translation.afterCommit'] as const) {
      app.lifecycle.on(hook, evictLists, { owner: 'folio' })
    }
    app.lifecycle.on('contentType.afterCommit', evictType, { owner: 'folio' })
  }
  const flights = new Map<string, Promise<CachedResponse | undefined>>()
  // Instances of one build with one public URL answer equal data with equal bodies.
  const build = createHash('sha256')
    .update(`${options.version}\n${app.config.auth.apiExternalUrl}`)
    .digest('base64url')

  const etagFor = (request: FastifyRequest, payload: string) => {
    const vector = request.ctx.snapshot?.vector
    if (vector === undefined || sentPreviewToken(request)) return etagOf(payload)
    return etagOf(`${build}\n${audienceOf(request)}\n${vector}\n${request.url}`)
  }

  const settle = (request: FastifyRequest, response: CachedResponse | undefined) => {
    const flight = request.deliveryFlight
    if (!flight) return
    request.deliveryFlight = undefined
    flights.delete(flight.key)
    flight.settle(response)
  }

  // Registered after authentication and the rate limit, so a hit is still counted and refused
  // exactly as a miss would be.
  app.addHook('onRequest', async (request, reply) => {
    if (!cache.enabled || !sharedRead(request)) return
    const { db, dialect, snapshot } = request.ctx
    const vector = snapshot?.vector ?? `marker ${await dialect.changeMarker(db)}`
    const hit = cache.get(vector, request.url)
    if (hit) return sendCached(reply, hit)
    const key = `${vector}\n${request.url}`
    const running = flights.get(key)
    if (running) {
      const shared = await running
      if (shared) return sendCached(reply, shared)
    } else {
      let settleFlight!: Flight['settle']
      flights.set(key, new Promise((resolve) => (settleFlight = resolve)))
      request.deliveryFlight = { key, settle: settleFlight }
    }
    request.deliveryCacheVector = vector
    reply.header(CACHE_HEADER, 'miss')
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !acceptsApiKey(request) ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    ) {
      settle(request, undefined)
      return payload
    }
    const etag = request.deliveryCachedEtag ?? etagFor(request, payload)
    reply.header('ETag', etag)
    if (sentPreviewToken(request)) {
      // A draft opened by a token: no cache anywhere may keep it or hand it to anyone else.
      reply.header('Cache-Control', 'private, no-store')
    } else if (publishedOnly(request.ctx)) {
      reply.header('Cache-Control', `public, max-age=${maxAge}, must-revalidate`)
      addVary(reply, 'Authorization')
      addVary(reply, 'Origin')
    } else {
      reply.header('Cache-Control', 'private, no-cache')
    }
    if (request.deliveryCacheVector !== undefined) {
      const response = { body: payload, etag, headers: sharedHeadersOf(reply) }
      cache.set(request.deliveryCacheVector, request.url, response)
      settle(request, response)
    }
    if (!matches(request.headers['if-none-match'], etag)) return payload
    reply.code(304)
    reply.removeHeader('content-type')
    reply.removeHeader('content-length')
    return null
  })

  // A read that ended without a body to share (an error, a closed connection) lets the ones
  // waiting for it run their own.
  app.addHook('onResponse', async (request) => settle(request, undefined))
  app.addHook('onRequestAbort', async (request) => settle(request, undefined))
  return cache
}

/**
 * Headers that belong to one request or one connection, not to the answer: counts, dates,
 * lengths and codings, and CORS, which depends on the asking origin.
 */
const PER_REQUEST_HEADER =
  /^(?:ratelimit-.*|retry-after|folio-cache|date|connection|keep-alive|content-length|content-encoding|transfer-encoding|access-control-.*)$/

/**
 * The headers every read of a kept answer repeats (security headers, content type, ETag,
 * caching, Vary), for the cached-read shortcut; none when the answer sets a cookie.
 */
function sharedHeadersOf(reply: FastifyReply): OutgoingHttpHeaders | undefined {
  const all = reply.getHeaders()
  if (all['set-cookie'] !== undefined) return undefined
  const shared: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(all)) {
    if (value !== undefined && !PER_REQUEST_HEADER.test(name.toLowerCase())) shared[name] = value
  }
  return shared
}
