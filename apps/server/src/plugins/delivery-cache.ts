import { createHash } from 'node:crypto'

import type { FastifyInstance, FastifyRequest } from 'fastify'

import { publishedOnly } from '../lib/permissions.js'
import { sentPreviewToken } from '../modules/preview/index.js'
import { acceptsApiKey } from './authenticate.js'
import { addVary } from './delivery-cors.js'
import { ResponseCache } from './response-cache.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** A read the response cache may keep: the database's change marker when it started. */
    deliveryCacheMarker?: string
    /** The ETag of a body served from the response cache (already known, not hashed again). */
    deliveryCachedEtag?: string
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

/** Tells whether the server answered from its response cache: `hit` or `miss`. */
const CACHE_HEADER = 'Folio-Cache'

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`
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

/**
 * Caching of the delivery API's successful reads.
 *
 * HTTP: the ETag is a hash of the body itself, so any write that changes what a request would
 * read changes its ETag with the very next request, and a matching If-None-Match answers 304
 * without a body. Read-only keys see published content only, which shared caches (a CDN) may
 * keep for DELIVERY_CACHE_MAX_AGE_SECONDS per key and origin; anything a user's token or a
 * read-write key reads may include drafts, so it is private and revalidated every time.
 *
 * Server: the same shared reads are kept in memory, keyed by URL and valid only while the
 * database's change marker stays what it was when they were read. The marker moves with any
 * write, by this process or another, so no read is ever served stale; a hit costs one trivial
 * query instead of the type lookup, the count, the page and its references.
 */
export function registerDeliveryCache(app: FastifyInstance) {
  const maxAge = app.config.delivery.cacheMaxAgeSeconds
  const cache = new ResponseCache(app.config.delivery.responseCacheBytes)

  // Registered after authentication and the rate limit, so a hit is still counted and refused
  // exactly as a miss would be.
  app.addHook('onRequest', async (request, reply) => {
    if (!cache.enabled || !sharedRead(request)) return
    const { db, dialect } = request.ctx
    const marker = await dialect.changeMarker(db)
    const hit = cache.get(marker, request.url)
    if (!hit) {
      request.deliveryCacheMarker = marker
      reply.header(CACHE_HEADER, 'miss')
      return
    }
    request.deliveryCachedEtag = hit.etag
    return reply.header(CACHE_HEADER, 'hit').type('application/json; charset=utf-8').send(hit.body)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload
    if (!acceptsApiKey(request) || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload
    }
    const etag = request.deliveryCachedEtag ?? etagOf(payload)
    if (request.deliveryCacheMarker !== undefined) {
      cache.set(request.deliveryCacheMarker, request.url, { body: payload, etag })
    }
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
    if (!matches(request.headers['if-none-match'], etag)) return payload
    reply.code(304)
    reply.removeHeader('content-type')
    reply.removeHeader('content-length')
    return null
  })
}
