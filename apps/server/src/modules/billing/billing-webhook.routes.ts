import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { handleStripeEvent } from './operations/handle-stripe-event.js'
import type { StripeClient } from './stripe-client.js'

const receiptSchema = z.object({
  data: z.object({
    received: z.literal(true),
    duplicate: z.boolean().optional(),
    ignored: z.boolean().optional(),
  }),
})

/**
 * Stripe's webhook. Its signature covers the exact bytes Stripe sent, so this plugin keeps
 * JSON bodies as a Buffer (its own parser, encapsulated: every other route still gets parsed
 * JSON). No user token: the signature is the authentication.
 */
export const billingWebhookRoutes: FastifyPluginAsyncZod<{ stripe: StripeClient | null }> = async (
  app,
  { stripe },
) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body)
  })

  app.post(
    '/billing/webhook',
    {
      schema: {
        tags: ['Billing'],
        operationId: 'receiveStripeWebhook',
        summary: "Receive Stripe's events",
        description:
          'Called by Stripe, signed with the webhook secret in `Stripe-Signature` (400 when missing or wrong, and nothing changes). `payment_intent.succeeded` grants Premium for one period and `payment_intent.payment_failed` records the failure; an event already handled answers `duplicate` and changes nothing.',
        security: [],
        response: { 200: receiptSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const signature = request.headers['stripe-signature']
      return {
        data: await handleStripeEvent(
          request.ctx,
          stripe,
          body,
          typeof signature === 'string' ? signature : undefined,
        ),
      }
    },
  )
}
