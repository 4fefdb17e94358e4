import { contactMessageSchema, createContactMessageInputSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { createContactMessage } from './operations/create-contact-message.js'

/** A visitor may send a few messages a minute; more is a script, not a person. */
const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' }

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-messages',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        body: createContactMessageInputSchema,
        response: { 201: z.object({ data: contactMessageSchema }) },
      },
    },
    async (request, reply) => {
      const message = await createContactMessage(request.ctx, request.body)
      return reply.status(201).send({ data: message })
    },
  )
}
