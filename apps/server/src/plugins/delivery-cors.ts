import type { ApiSettings } from '@folio/schema'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { sentPreviewToken } from '../modules/preview/index.js'
import { cachedApiSettings } from '../modules/settings/index.js'
import { acceptsApiKey, sentApiKey } from './authenticate.js'

/**
 * The paths of the routes with `config: { apiKey: true }`, which browsers preflight. Startup
 * fails when a route opts in to keys without being listed here.
 */
const DELIVERY_PATHS = [
  '/content-types',
  '/content-types/:idOrSlug',
  '/components',
  '/components/:idOrSlug',
  '/content/:type/items',
  '/content/:type/items/:idOrSlug',
  '/media',
  '/media/:id',
  '/menus',
  '/menus/:idOrSlug',
  '/languages',
  '/content-items/:id/seo',
  '/site',
  '/graphql',
  '/graphql/schema.graphql',
]

/** What scripts on an allowed origin may read of a response besides the simple headers. */
const EXPOSED_HEADERS = 'ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After'

/** Adds `value` to the response's Vary header, once. */
export function addVary(reply: FastifyReply, value: string) {
  const current = reply.getHeader('vary')
  const names = typeof current === 'string' ? current.split(',').map((v) => v.trim()) : []
  if (names.some((name) => name.toLowerCase() === value.toLowerCase())) return
  reply.header('Vary', [...names.filter(Boolean), value].join(', '))
}

function allows(settings: ApiSettings, origin: string): boolean {
  const wanted = origin.toLowerCase()
  return settings.allowedOrigins.some(
    (allowed) => allowed === '*' || allowed.toLowerCase() === wanted,
  )
}

/** The request's Origin when Settings → API allows it; null otherwise (or when unreadable). */
async function allowedOrigin(request: FastifyRequest): Promise<string | null> {
  const origin = request.headers.origin
  if (!origin) return null
  try {
    return allows(await cachedApiSettings(request.ctx.db), origin) ? origin : null
  } catch (error) {
    request.log.warn({ err: error }, 'could not read the allowed origins')
    return null
  }
}

/**
 * CORS for the delivery API, driven by Settings → API → allowed origins (`*` allows any).
 * Only requests made with an API key get CORS headers: the app itself is same-origin, and
 * other origins, or requests with a user's token, get none at all. Errors (401, 403, 429)
 * carry them too, so a browser script can read why it was refused. Preflights (which never
 * carry the key) are answered for the delivery paths alone. /auth/v1 has its own CORS.
 */
export function registerDeliveryCors(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.config?.apiKey !== true) return
    if (!DELIVERY_PATHS.includes(route.routePath)) {
      throw new Error(`${route.url} accepts API keys: add its path to DELIVERY_PATHS`)
    }
  })

  app.addHook('onSend', async (request, reply, payload) => {
    // A preview token is the site's credential for a draft, fetched from the site's pages.
    if (!acceptsApiKey(request) || !(sentApiKey(request) || sentPreviewToken(request))) {
      return payload
    }
    addVary(reply, 'Origin')
    const origin = await allowedOrigin(request)
    if (origin) {
      reply.header('Access-Control-Allow-Origin', origin)
      reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS)
    }
    return payload
  })

  for (const path of DELIVERY_PATHS) {
    app.options(path, { exposeHeadRoute: false }, async (request, reply) => {
      addVary(reply, 'Origin')
      const origin = await allowedOrigin(request)
      if (origin) {
        reply.header('Access-Control-Allow-Origin', origin)
        reply.header('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, DELETE')
        reply.header(
          'Access-Control-Allow-Headers',
          'Authorization, Content-Type, If-None-Match, Folio-Preview',
        )
        reply.header('Access-Control-Max-Age', '600')
      }
      return reply.status(204).send()
    })
  }
}
