import { randomUUID } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'

import { bearerToken } from '../auth/index.js'
import type { Database } from '../db/tables.js'
import { publishedOnly } from '../lib/permissions.js'
import { itemIdOf } from '../modules/analytics/index.js'
import { authenticateApiKey } from '../modules/api-keys/index.js'
import { readDeliverySnapshot, readModelSnapshot } from '../modules/generations/index.js'
import { sentPreviewToken } from '../modules/preview/index.js'
import { JWT_SHAPE } from './authenticate.js'
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, GZIP_OPTIONS } from './compression.js'
import { CACHE_HEADER, matches } from './delivery-cache.js'
import { rateLimitHeaders } from './delivery-rate-limit.js'
import { createRequestContext } from './request-context.js'
import type { CachedResponse, ResponseCache } from './response-cache.js'

/** Answers a request itself (true), or leaves it to the framework (false). */
export type RequestShortcut = (
  request: IncomingMessage,
  response: ServerResponse,
) => Promise<boolean>

/** The delivery reads of a type's items, as sent: the type, and the id or slug of one item. */
const TYPE_READ = /^\/api\/v1\/content\/([^/?#]+)\/items(?:\/([^/?#]+))?\/?(?:\?|$)/

/** GraphQL over GET: its answers depend on the whole content model (readModelSnapshot). */
const GRAPHQL_READ = /^\/api\/v1\/graphql(?:\?|$)/

/** The snapshot a read of a type's items starts from, as registerDeliverySnapshot reads it. */
function typeReadSnapshot(db: Kysely<Database>, url: string, read: RegExpExecArray) {
  const query = url.includes('?') ? new URLSearchParams(url.slice(url.indexOf('?'))) : null
  return readDeliverySnapshot(db, {
    apiKey: true,
    typeRead: {
      type: decodeURIComponent(read[1]!).trim(),
      expanding: query?.has('expand') ?? false,
      ...(read[2] !== undefined && { item: decodeURIComponent(read[2]).trim() }),
    },
  })
}

/** Content codings the shortcut makes itself, as the compression plugin would (same levels). */
const ENCODERS: Record<string, (body: string) => Buffer> = {
  br: (body) => brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body) => gzipSync(body, GZIP_OPTIONS),
}

/**
 * The coding an Accept-Encoding header asks for, when it is one the shortcut answers exactly as
 * the compression plugin would: none, or a plain list naming br or gzip. Anything subtler
 * (weights, wildcards, only other codings) is left to the plugin: undefined.
 */
function codingFor(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === 'identity') {
    return 'identity'
  }
  if (/[;*]/.test(header)) return undefined
  const names = header.split(',').map((name) => name.trim().toLowerCase())
  if (names.includes('br')) return 'br'
  if (names.includes('gzip')) return 'gzip'
  return undefined
}

/**
 * Shared reads the response cache can answer, served before the framework sees them.
 *
 * A read-only key's GET of a type's items (or a GraphQL query over GET) whose answer is cached costs little besides the
 * framework's own request cycle (routing, a dozen hooks, serialising headers), which is most of
 * its time. This answers such a request from the same parts the hooks use, in the same order:
 * the generations the read depends on (one query), the key (from memory under them), the entry
 * kept under them, then the key's rate limit and usage counts and the item read count. The
 * headers are the ones the framework sent with the kept answer, plus this request's own.
 *
 * Anything else goes to the framework untouched, which answers it as before: a miss, a refused
 * or over-limit key, a user's token or a read-write key, a preview token, a request with an
 * Origin (CORS), a conditional request that is not a plain If-None-Match, a coding it does not
 * make, and every request while the server drains. Nothing here is a decision the framework's
 * path would make differently; where in doubt, it steps aside.
 */
export function createCachedReadShortcut(
  app: FastifyInstance,
  cache: ResponseCache,
): RequestShortcut {
  let draining = false
  app.addHook('preClose', async () => {
    draining = true
  })
  const logRequests = ['info', 'debug', 'trace'].includes(app.log.level)

  return async (request, response) => {
    const url = request.url
    if (request.method !== 'GET' || !url || draining || !cache.enabled) return false
    const read = TYPE_READ.exec(url)
    const graphql = !read && GRAPHQL_READ.test(url)
    if (!read && !graphql) return false
    const { headers } = request
    if (headers.origin !== undefined || headers['x-no-compression'] !== undefined) return false
    const coding = codingFor(headers['accept-encoding'])
    const secret = bearerToken(request)
    if (!coding || !secret || JWT_SHAPE.test(secret) || sentPreviewToken({ headers, url })) {
      return false
    }
    const started = process.hrtime.bigint()

    let kept: CachedResponse | undefined
    let ctx
    try {
      ctx = createRequestContext(app, app.database, app.log)
      ctx.snapshot = read
        ? await typeReadSnapshot(ctx.db, url, read)
        : await readModelSnapshot(ctx.db, { apiKey: true })
      ctx.actor = await authenticateApiKey(ctx, secret)
      const vector = ctx.snapshot.vector
      if (!publishedOnly(ctx) || vector === undefined) return false
      kept = cache.get(vector, url)
    } catch {
      // A refused key, a malformed path, an unavailable database: the framework says why.
      return false
    }
    if (!kept?.headers) return false

    const key = ctx.actor.apiKey!
    const counted = await app.deliveryRateLimiter.count(key.id)
    // Over the limit: the framework counts it again and refuses it with the documented 429.
    if (counted.over) return false
    app.apiKeyUsage.count(key.id)
    if (read?.[2] !== undefined) {
      const id = itemIdOf(kept.body)
      if (id) app.itemReads.count(id)
    }

    const notModified = matches(headers['if-none-match'], kept.etag)
    const out: OutgoingHttpHeaders = {
      ...kept.headers,
      ...rateLimitHeaders(counted),
      [CACHE_HEADER.toLowerCase()]: 'hit',
    }
    if (notModified) {
      delete out['content-type']
      response.writeHead(304, out).end()
    } else {
      const plain = cache.encoded(url, kept, 'identity', () => Buffer.from(kept.body))
      const body =
        coding === 'identity' || plain.length < COMPRESSION_THRESHOLD_BYTES
          ? plain
          : cache.encoded(url, kept, coding, () => ENCODERS[coding]!(kept.body))
      if (body !== plain) {
        out['content-encoding'] = coding
        out.vary = `${String(out.vary ?? '')}${out.vary ? ', ' : ''}accept-encoding`
      }
      out['content-length'] = body.length
      response.writeHead(200, out).end(body)
    }
    if (logRequests) {
      const responseTime = Number(process.hrtime.bigint() - started) / 1e6
      app.log.info(
        {
          reqId: randomUUID(),
          // What the request serializer reads of a request (it redacts the URL's secrets).
          req: {
            method: 'GET',
            url,
            headers,
            host: headers.host,
            ip: request.socket.remoteAddress,
            socket: request.socket,
          },
          res: { statusCode: response.statusCode },
          responseTime,
        },
        'request completed',
      )
    }
    return true
  }
}
