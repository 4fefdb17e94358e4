import { dashboardQuerySchema, dashboardSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { getDashboard } from './operations/get-dashboard.js'

/** The dashboard's numbers, computed from real content. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        querystring: dashboardQuerySchema,
        response: { 200: z.object({ data: dashboardSchema }) },
      },
      // Anonymous callers get 401 (with the reason their token was refused), even for a bad query.
      onRequest: async (request) => void requireUser(request),
    },
    async (request) => ({ data: await getDashboard(request.ctx, request.query) }),
  )
}
