import type { FastifyInstance, FastifyRequest } from 'fastify'

import {
  readDeliverySnapshot,
  readModelSnapshot,
  type SnapshotRequest,
} from '../modules/generations/index.js'
import { acceptsApiKey, sentApiKey } from './authenticate.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the content model as a whole (GraphQL): its snapshot covers every type. */
    modelRead?: boolean
  }
}

/** The delivery reads of a type's items: their answers depend on the type's generations. */
const TYPE_READS = ['/content/:type/items', '/content/:type/items/:idOrSlug']

function typeReadOf(request: FastifyRequest): SnapshotRequest['typeRead'] {
  const route = request.routeOptions.url ?? ''
  if (!TYPE_READS.some((suffix) => route.endsWith(suffix))) return undefined
  const { type, idOrSlug } = request.params as { type?: string; idOrSlug?: string }
  if (!type) return undefined
  const query = request.query as Record<string, unknown> | undefined
  return {
    type: type.trim(),
    expanding: query?.expand !== undefined,
    ...(idOrSlug !== undefined && { item: idOrSlug.trim() }),
  }
}

/**
 * Reads of the delivery API start by reading the cache generations they depend on (one query),
 * before authentication: the API key, the content type and the response cache are then all
 * answered from memory for as long as those generations hold.
 */
export function registerDeliverySnapshot(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // Reads that may touch every type (GraphQL) need the whole model, whatever the method.
    if (request.routeOptions.config.modelRead) {
      const apiKey = sentApiKey(request)
      request.ctx.snapshot = await readModelSnapshot(request.ctx.db, { apiKey })
      return
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !acceptsApiKey(request)) return
    const typeRead = typeReadOf(request)
    const apiKey = sentApiKey(request)
    if (!typeRead && !apiKey) return
    request.ctx.snapshot = await readDeliverySnapshot(request.ctx.db, {
      apiKey,
      ...(typeRead && { typeRead }),
    })
  })
}
