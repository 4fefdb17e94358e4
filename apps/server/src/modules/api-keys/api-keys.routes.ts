import { apiKeyInputSchema, apiKeySchema, apiKeyWithSecretSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { createApiKey } from './operations/create-api-key.js'
import { listApiKeys } from './operations/list-api-keys.js'
import { regenerateApiKey } from './operations/regenerate-api-key.js'
import { revokeApiKey } from './operations/revoke-api-key.js'

const keyParams = z.object({ id: z.string().trim().min(1).max(100) })
const keyWithSecretResponse = z.object({ data: apiKeyWithSecretSchema })

/**
 * The Settings → API tab's keys. Admins signed in as themselves only: API keys cannot manage
 * keys (they get 401 before any of this runs).
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/api-keys',
    { schema: { response: { 200: z.object({ data: z.array(apiKeySchema) }) } } },
    async (request) => ({ data: await listApiKeys(request.ctx) }),
  )

  app.post(
    '/api-keys',
    { schema: { body: apiKeyInputSchema, response: { 201: keyWithSecretResponse } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createApiKey(request.ctx, request.body) }),
  )

  app.post(
    '/api-keys/:id/regenerate',
    { schema: { params: keyParams, response: { 200: keyWithSecretResponse } } },
    async (request) => ({ data: await regenerateApiKey(request.ctx, request.params.id) }),
  )

  app.delete('/api-keys/:id', { schema: { params: keyParams } }, async (request, reply) => {
    await revokeApiKey(request.ctx, request.params.id)
    return reply.status(204).send()
  })
}
