import { componentInputSchema, componentSchema, listComponentsQuerySchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { createComponent } from './operations/create-component.js'
import { deleteComponent } from './operations/delete-component.js'
import { getComponent } from './operations/get-component.js'
import { listComponents } from './operations/list-components.js'
import { updateComponent } from './operations/update-component.js'

const componentParams = z.object({ idOrSlug: z.string().min(1).max(200) })
const componentResponse = z.object({ data: componentSchema })
/** Apps read components with their API key: blocks' `_type` and nested data follow them. */
const delivery = { apiKey: true }

/**
 * Components: admins write, every signed-in user and every API key reads. The operations check
 * the role, so a call from anywhere else is refused alike.
 */
export const componentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/components',
    {
      config: delivery,
      schema: {
        querystring: listComponentsQuerySchema,
        response: { 200: z.object({ data: z.array(componentSchema) }) },
      },
    },
    async (request) => ({ data: await listComponents(request.ctx, request.query) }),
  )

  app.get(
    '/components/:idOrSlug',
    {
      config: delivery,
      schema: { params: componentParams, response: { 200: componentResponse } },
    },
    async (request) => ({ data: await getComponent(request.ctx, request.params.idOrSlug) }),
  )

  app.post(
    '/components',
    {
      schema: { body: componentInputSchema, response: { 201: componentResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createComponent(request.ctx, request.body) }),
  )

  app.put(
    '/components/:idOrSlug',
    {
      schema: {
        params: componentParams,
        body: componentInputSchema,
        response: { 200: componentResponse },
      },
    },
    async (request) => ({
      data: await updateComponent(request.ctx, request.params.idOrSlug, request.body),
    }),
  )

  app.delete(
    '/components/:idOrSlug',
    { schema: { params: componentParams } },
    async (request, reply) => {
      await deleteComponent(request.ctx, request.params.idOrSlug)
      return reply.status(204).send()
    },
  )
}
