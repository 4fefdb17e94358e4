import { createHash } from 'node:crypto'

import type { FastifyInstance } from 'fastify'

import { publishedOnly } from '../lib/permissions.js'
import { acceptsApiKey } from './authenticate.js'
import { addVary } from './delivery-cors.js'

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

/**
 * HTTP caching of the delivery API's successful reads. The ETag is a hash of the body itself,
 * so there is nothing to invalidate: any write that changes what a request would read changes
 * its ETag with the very next request, and a matching If-None-Match answers 304 without a
 * body. Read-only keys see published content only, which shared caches (a CDN) may keep for
 * DELIVERY_CACHE_MAX_AGE_SECONDS per key and origin; anything a user's token or a read-write
 * key reads may include drafts, so it is private and revalidated every time.
 */
export function registerDeliveryCache(app: FastifyInstance) {
  const maxAge = app.config.delivery.cacheMaxAgeSeconds
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload
    if (!acceptsApiKey(request) || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload
    }
    const etag = `"${createHash('sha256').update(payload).digest('base64url')}"`
    reply.header('ETag', etag)
    if (publishedOnly(request.ctx)) {
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
