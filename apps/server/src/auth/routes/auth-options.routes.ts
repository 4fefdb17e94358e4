import { authOptionsSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requestAuthContext } from '../auth-context.js'
import { getAuthOptions } from '../operations/get-auth-options.js'

/** `GET /api/v1/auth-options`: public; the login page reads it before anyone signs in. */
export const authOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth-options',
    { schema: { response: { 200: z.object({ data: authOptionsSchema }) } } },
    async (request, reply) => {
      const options = await getAuthOptions(requestAuthContext(request))
      return reply.header('Cache-Control', 'no-store').send({ data: options })
    },
  )
}
