import {
  listWebhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { createWebhook } from './operations/create-webhook.js'
import { deleteWebhook } from './operations/delete-webhook.js'
import { getWebhook } from './operations/get-webhook.js'
import { listWebhookDeliveries } from './operations/list-webhook-deliveries.js'
import { listWebhooks } from './operations/list-webhooks.js'
import { redeliverWebhookDelivery } from './operations/redeliver-webhook-delivery.js'
import { rotateWebhookSecret } from './operations/rotate-webhook-secret.js'
import { sendTestEvent } from './operations/send-test-event.js'
import { updateWebhook } from './operations/update-webhook.js'
import { webhookDeliveryOptions } from './webhook-signing.js'

const webhookParams = z.object({ id: z.uuid({ error: 'Not a webhook id' }) })
const deliveryParams = webhookParams.extend({
  deliveryId: z.uuid({ error: 'Not a delivery id' }),
})
const webhookResponse = z.object({ data: webhookSchema })
const withSecretResponse = z.object({ data: webhookWithSecretSchema })
const deliveryResponse = z.object({ data: webhookDeliverySchema })

/** Settings → Webhooks. Admins only, which each operation checks before anything else. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = webhookDeliveryOptions(app.config, app.outbound.fetch)
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/webhooks',
    { schema: { response: { 200: z.object({ data: z.array(webhookSchema) }) } } },
    async (request) => ({ data: await listWebhooks(request.ctx) }),
  )

  app.post(
    '/webhooks',
    { schema: { body: webhookInputSchema, response: { 201: withSecretResponse } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createWebhook(request.ctx, options, request.body) }),
  )

  app.get(
    '/webhooks/:id',
    { schema: { params: webhookParams, response: { 200: webhookResponse } } },
    async (request) => ({ data: await getWebhook(request.ctx, request.params.id) }),
  )

  app.put(
    '/webhooks/:id',
    {
      schema: {
        params: webhookParams,
        body: webhookInputSchema,
        response: { 200: webhookResponse },
      },
    },
    async (request) => ({
      data: await updateWebhook(request.ctx, request.params.id, request.body),
    }),
  )

  app.delete('/webhooks/:id', { schema: { params: webhookParams } }, async (request, reply) => {
    await deleteWebhook(request.ctx, request.params.id)
    return reply.status(204).send()
  })

  app.post(
    '/webhooks/:id/rotate-secret',
    { schema: { params: webhookParams, response: { 200: withSecretResponse } } },
    async (request) => ({
      data: await rotateWebhookSecret(request.ctx, options, request.params.id),
    }),
  )

  app.post(
    '/webhooks/:id/test',
    { schema: { params: webhookParams, response: { 202: deliveryResponse } } },
    async (request, reply) =>
      reply
        .status(202)
        .send({ data: await sendTestEvent(request.ctx, options, request.params.id) }),
  )

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        params: webhookParams,
        querystring: listWebhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) => listWebhookDeliveries(request.ctx, request.params.id, request.query),
  )

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    { schema: { params: deliveryParams, response: { 202: deliveryResponse } } },
    async (request, reply) => {
      const { id, deliveryId } = request.params
      const delivery = await redeliverWebhookDelivery(request.ctx, options, id, deliveryId)
      return reply.status(202).send({ data: delivery })
    },
  )
}
