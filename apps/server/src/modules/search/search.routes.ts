import { searchResultSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { search } from './operations/search.js'

const EMPTY_QUERY = 'Type something to search for'

const searchQuery = z.object({
  q: z.string({ error: EMPTY_QUERY }).trim().min(1, EMPTY_QUERY).max(200),
})

/** The command palette's search, for any signed-in user. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      // Signed-in first: an anonymous caller learns nothing, not even that q was missing.
      onRequest: async (request) => {
        requireUser(request)
      },
      schema: {
        querystring: searchQuery,
        response: { 200: z.object({ data: z.array(searchResultSchema) }) },
      },
    },
    async (request) => ({ data: await search(request.ctx, request.query.q) }),
  )
}
