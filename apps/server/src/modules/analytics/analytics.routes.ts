import { analyticsQuerySchema, analyticsResponseSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { requireUser } from '../../plugins/authenticate.js'
import { getAnalytics } from './operations/get-analytics.js'

/** The analytics page (Premium): everyone signed in, as themselves; API keys are refused. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics',
    {
      // Anonymous callers get 401 (with the reason their token was refused), even for a bad query.
      onRequest: async (request) => void requireUser(request),
      schema: {
        operationId: 'getAnalytics',
        summary: 'Get the analytics figures',
        description:
          'Items created and published per UTC day, delivery API requests per key per day and the 10 most-read items (single-item reads with an API key) over the last `days` days (7, 30 or 90; default 30), today included. Request and read counts are written every few seconds, so slightly behind. Premium: 402 `payment_required` on the Free plan.',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema },
      },
    },
    async (request) => ({
      data: await getAnalytics(request.ctx, { days: request.query.days }),
    }),
  )
}
