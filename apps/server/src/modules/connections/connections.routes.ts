import { connectionListSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { requireUser } from '../../plugins/authenticate.js'
import { listConnections } from './operations/list-connections.js'

/**
 * The Connections screen: every API key with its recent use. Admins signed in as themselves;
 * keys are created and revoked on /api-keys.
 */
export const connectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/connections',
    { schema: { response: { 200: connectionListSchema } } },
    async (request) => ({ data: await listConnections(request.ctx) }),
  )
}
