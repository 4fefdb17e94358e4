import type { FastifyInstance } from 'fastify'

import type { ItemReadCounter } from './item-read-counter.js'

/** The delivery API's single-item read; lists are not reads of each item they hold. */
const ITEM_ROUTE = '/api/v1/content/:type/items/:idOrSlug'

/**
 * A single-item body starts `{"data":{"id":"…"` (the response schema puts `id` first), so the
 * id is read from the first bytes instead of parsing a body that may be large.
 */
const LEADING_ID = /^\{"data":\{"id":"([^"\\]+)"/

export function itemIdOf(payload: string): string | undefined {
  const id = LEADING_ID.exec(payload)?.[1]
  if (id) return id
  try {
    const parsed = JSON.parse(payload) as { data?: { id?: unknown } }
    return typeof parsed.data?.id === 'string' ? parsed.data.id : undefined
  } catch {
    return undefined
  }
}

/**
 * Counts each successful read of one item made with an API key, in memory (see
 * createItemReadCounter). Items may be asked for by slug, so the id comes from the answer.
 * Register before registerDeliveryCache: its onSend hook turns a revalidated read into a 304
 * without a body, and an app reading from its own cache has still shown the item.
 */
export function registerItemReadCounting(app: FastifyInstance, counter: ItemReadCounter) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method === 'GET' &&
      reply.statusCode === 200 &&
      request.ctx.actor?.apiKey &&
      request.routeOptions.url === ITEM_ROUTE &&
      typeof payload === 'string'
    ) {
      const id = itemIdOf(payload)
      if (id) counter.count(id)
    }
    return payload
  })
}
