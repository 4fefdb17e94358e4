import {
  billingHistoryEntrySchema,
  billingOfferSchema,
  createPaymentIntentInputSchema,
  paymentIntentSchema,
  paymentStatusSchema,
  subscriptionSchema,
} from '@folio/schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { billingWebhookRoutes } from './billing-webhook.routes.js'
import { cancelSubscription, resumeSubscription } from './operations/change-renewal.js'
import { createPaymentIntent } from './operations/create-payment-intent.js'
import { getBillingOffer } from './operations/get-billing-offer.js'
import { getPaymentStatus } from './operations/get-payment-status.js'
import { getSubscription } from './operations/get-subscription.js'
import { listBillingHistory } from './operations/list-billing-history.js'
import { startTrial } from './operations/start-trial.js'
import type { StripeClient } from './stripe-client.js'

export interface BillingRoutesOptions {
  /** Built once per app from the Stripe keys; null on a self-hosted installation. */
  stripe: StripeClient | null
}

const tags = ['Billing']
const subscriptionResponse = z.object({ data: subscriptionSchema })
const paymentParams = z.object({
  id: z.string().regex(/^pi_\w+$/, { error: 'Not a PaymentIntent id' }),
})
const signedIn = async (request: FastifyRequest) => {
  requireUser(request)
}
const notConfigured =
  'Answers 422 on a self-hosted installation, which sells nothing and has every feature unlocked.'

/**
 * Settings → Subscription and /payment/success. Reading the plan is for everyone signed in;
 * paying and changing it is for admins, which the operations check. Premium is only
 * ever granted from Stripe's word: its signed webhook, or the server asking Stripe itself.
 */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (
  app,
  { stripe },
) => {
  app.get(
    '/billing/offer',
    {
      schema: {
        tags,
        operationId: 'getBillingOffer',
        summary: 'What this installation sells',
        description:
          'For the public pricing and landing pages, without signing in: mode `self_hosted` (no Stripe keys: every feature included, nothing to buy) or `stripe` (Premium at this price, and whether its free trial can still be started).',
        security: [],
        response: { 200: z.object({ data: billingOfferSchema }) },
      },
    },
    async (request) => ({ data: await getBillingOffer(request.ctx) }),
  )

  app.get(
    '/billing/subscription',
    {
      onRequest: signedIn,
      schema: {
        tags,
        operationId: 'getSubscription',
        summary: 'Get the plan in force',
        description:
          'The plan, its status and dates, the features it unlocks and the storage used. Any signed-in user. A self-hosted installation answers mode `self_hosted` with every feature.',
        response: { 200: subscriptionResponse },
      },
    },
    async (request) => ({ data: await getSubscription(request.ctx) }),
  )

  app.post(
    '/billing/payment-intents',
    {
      onRequest: signedIn,
      schema: {
        tags,
        operationId: 'createPaymentIntent',
        summary: 'Start paying for Premium',
        description: `Creates a Stripe PaymentIntent for one month of the plan at the plan table's price (the body names the plan only; an amount is refused) and answers its client secret for Stripe.js. 409 while Premium is already paid. ${notConfigured}`,
        body: createPaymentIntentInputSchema,
        response: { 201: z.object({ data: paymentIntentSchema }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createPaymentIntent(request.ctx, stripe, request.body) }),
  )

  app.get(
    '/billing/payment-intents/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        operationId: 'getPaymentStatus',
        summary: 'Check a payment with Stripe',
        description:
          "The payment's status as Stripe reports it, and whether Premium is in force; a succeeded payment whose webhook has not arrived yet is applied here. 404 for a payment of another installation.",
        params: paymentParams,
        response: { 200: z.object({ data: paymentStatusSchema }) },
      },
    },
    async (request) => ({
      data: await getPaymentStatus(request.ctx, stripe, request.params.id),
    }),
  )

  app.post(
    '/billing/trial',
    {
      onRequest: signedIn,
      schema: {
        tags,
        operationId: 'startTrial',
        summary: 'Start the free Premium trial',
        description: `Premium for 14 days without a card, once per installation (409 the second time, or while Premium is paid). ${notConfigured}`,
        response: { 200: subscriptionResponse },
      },
    },
    async (request) => ({ data: await startTrial(request.ctx) }),
  )

  app.post(
    '/billing/cancel',
    {
      onRequest: signedIn,
      schema: {
        tags,
        operationId: 'cancelSubscription',
        summary: 'Cancel Premium',
        description:
          'Premium stays until the end of the paid period, then the plan drops to Free; the card is not charged again. 409 when already cancelled or not paid.',
        response: { 200: subscriptionResponse },
      },
    },
    async (request) => ({ data: await cancelSubscription(request.ctx) }),
  )

  app.post(
    '/billing/resume',
    {
      onRequest: signedIn,
      schema: {
        tags,
        operationId: 'resumeSubscription',
        summary: 'Undo a cancellation',
        description:
          'While the cancelled period still runs, Premium renews again at its end. 409 otherwise.',
        response: { 200: subscriptionResponse },
      },
    },
    async (request) => ({ data: await resumeSubscription(request.ctx) }),
  )

  app.get(
    '/billing/history',
    {
      onRequest: signedIn,
      schema: {
        tags,
        operationId: 'listBillingHistory',
        summary: 'List payments',
        description: 'Every payment of this installation, newest first, with its receipt link.',
        response: { 200: z.object({ data: z.array(billingHistoryEntrySchema) }) },
      },
    },
    async (request) => ({ data: await listBillingHistory(request.ctx) }),
  )

  await app.register(billingWebhookRoutes, { stripe })
}
