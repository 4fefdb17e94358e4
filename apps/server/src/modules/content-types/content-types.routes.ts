import {
  contentTypeInputSchema,
  contentTypeSchema,
  listContentTypesQuerySchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { createContentType } from './operations/create-content-type.js'
import { deleteContentType } from '../content/index.js'
import { duplicateContentType } from './operations/duplicate-content-type.js'
import { getContentType } from './operations/get-content-type.js'
import { listContentTypes } from './operations/list-content-types.js'
import { updateContentType } from './operations/update-content-type.js'

const typeParams = z.object({ idOrSlug: z.string().min(1).max(200) })
const typeResponse = z.object({ data: contentTypeSchema })
/** The delivery API's reads: API keys may call them too. */
const delivery = { apiKey: true }

/**
 * Content types: admins write, every signed-in user and every API key reads. The operations
 * check the role, so a call from anywhere else is refused alike.
 */
export const contentTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/content-types',
    {
      config: delivery,
      schema: {
        querystring: listContentTypesQuerySchema,
        response: { 200: z.object({ data: z.array(contentTypeSchema) }) },
      },
    },
    async (request) => ({ data: await listContentTypes(request.ctx, request.query) }),
  )

  app.get(
    '/content-types/:idOrSlug',
    { config: delivery, schema: { params: typeParams, response: { 200: typeResponse } } },
    async (request) => ({ data: await getContentType(request.ctx, request.params.idOrSlug) }),
  )

  app.post(
    '/content-types',
    { schema: { body: contentTypeInputSchema, response: { 201: typeResponse } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createContentType(request.ctx, request.body) }),
  )

  app.put(
    '/content-types/:idOrSlug',
    {
      schema: { params: typeParams, body: contentTypeInputSchema, response: { 200: typeResponse } },
    },
    async (request) => ({
      data: await updateContentType(request.ctx, request.params.idOrSlug, request.body),
    }),
  )

  app.delete(
    '/content-types/:idOrSlug',
    { schema: { params: typeParams } },
    async (request, reply) => {
      await deleteContentType(request.ctx, request.params.idOrSlug)
      return reply.status(204).send()
    },
  )

  app.post(
    '/content-types/:idOrSlug/duplicate',
    { schema: { params: typeParams, response: { 201: typeResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await duplicateContentType(request.ctx, request.params.idOrSlug) }),
  )
}
