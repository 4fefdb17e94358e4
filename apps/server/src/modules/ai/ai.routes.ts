import {
  aiAssistInputSchema,
  aiAssistResultSchema,
  aiSavedContentSchema,
  listAiSavedQuerySchema,
  saveAiMessageInputSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { aiChatRoutes } from './ai-chat.routes.js'
import { AiCallError } from './ai-errors.js'
import { aiOptions } from './ai-options.js'
import { perUserLimit } from './ai-rate-limits.js'
import { aiSettingsRoutes } from './ai-settings.routes.js'
import { deleteAiSaved } from './operations/delete-ai-saved.js'
import { listAiSaved } from './operations/list-ai-saved.js'
import { runAiAssist } from './operations/run-ai-assist.js'
import { saveAiMessage } from './operations/save-ai-message.js'

const savedParams = z.object({ id: z.uuid({ error: 'Not a saved content id' }) })

/**
 * The AI assistant under /api/v1/ai: Settings → AI, chat, Saved Content, editor actions and
 * usage. Signed-in people only; API keys are refused like on every non-delivery route. Each
 * operation checks the role it needs (editors, or admins for the settings and usage).
 */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = aiOptions(app.config, app.outbound.fetch)

  // A provider's 429 says when to try again; the client gets that as Retry-After. The error
  // itself goes on to the API's one error handler.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AiCallError && error.retryAfterSeconds !== null) {
      void reply.header('Retry-After', String(error.retryAfterSeconds))
    }
    throw error
  })

  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })
  await app.register(aiSettingsRoutes, { options })
  await app.register(aiChatRoutes, { options })
  await app.register(savedAndAssistRoutes, { options })
}

const savedAndAssistRoutes: FastifyPluginAsyncZod<{
  options: ReturnType<typeof aiOptions>
}> = async (app, { options }) => {
  app.get(
    '/ai/saved',
    {
      schema: {
        operationId: 'listAiSaved',
        summary: 'List my saved AI replies',
        querystring: listAiSavedQuerySchema,
        response: { 200: z.object({ data: z.array(aiSavedContentSchema) }) },
      },
    },
    async (request) => ({ data: await listAiSaved(request.ctx, request.query) }),
  )

  app.post(
    '/ai/saved',
    {
      schema: {
        operationId: 'saveAiMessage',
        summary: 'Save an AI reply',
        body: saveAiMessageInputSchema,
        response: { 201: z.object({ data: aiSavedContentSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await saveAiMessage(request.ctx, request.body) }),
  )

  app.delete(
    '/ai/saved/:id',
    {
      schema: {
        operationId: 'deleteAiSaved',
        summary: 'Delete a saved AI reply',
        params: savedParams,
      },
    },
    async (request, reply) => {
      await deleteAiSaved(request.ctx, request.params.id)
      return reply.status(204).send()
    },
  )

  app.post(
    '/ai/assist',
    {
      config: { rateLimit: perUserLimit(30) },
      schema: {
        operationId: 'runAiAssist',
        summary: 'Draft, rewrite or translate a field with AI',
        body: aiAssistInputSchema,
        response: { 200: z.object({ data: aiAssistResultSchema }) },
      },
    },
    async (request) => ({ data: await runAiAssist(request.ctx, options, request.body) }),
  )
}
