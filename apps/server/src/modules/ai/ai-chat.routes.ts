import { PassThrough } from 'node:stream'

import {
  aiConversationDetailSchema,
  aiConversationSchema,
  createAiConversationInputSchema,
  renameAiConversationInputSchema,
  sendAiMessageInputSchema,
  type AiStreamEvent,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { perUserLimit } from './ai-rate-limits.js'
import type { AiOptions } from './ai-options.js'
import { createAiConversation } from './operations/create-ai-conversation.js'
import { deleteAiConversation } from './operations/delete-ai-conversation.js'
import { getAiConversation } from './operations/get-ai-conversation.js'
import { listAiConversations } from './operations/list-ai-conversations.js'
import { renameAiConversation } from './operations/rename-ai-conversation.js'
import { sendAiMessage } from './operations/send-ai-message.js'

const conversationParams = z.object({ id: z.uuid({ error: 'Not a conversation id' }) })
const conversationResponse = z.object({ data: aiConversationSchema })

/** The assistant's chat: the caller's own conversations and the streamed replies. */
export const aiChatRoutes: FastifyPluginAsyncZod<{ options: AiOptions }> = async (
  app,
  { options },
) => {
  app.get(
    '/ai/conversations',
    {
      schema: {
        operationId: 'listAiConversations',
        summary: 'List my AI conversations',
        response: { 200: z.object({ data: z.array(aiConversationSchema) }) },
      },
    },
    async (request) => ({ data: await listAiConversations(request.ctx) }),
  )

  app.post(
    '/ai/conversations',
    {
      schema: {
        operationId: 'createAiConversation',
        summary: 'Start an AI conversation',
        body: createAiConversationInputSchema,
        response: { 201: conversationResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createAiConversation(request.ctx, request.body) }),
  )

  app.get(
    '/ai/conversations/:id',
    {
      schema: {
        operationId: 'getAiConversation',
        summary: 'Get an AI conversation with its messages',
        params: conversationParams,
        response: { 200: z.object({ data: aiConversationDetailSchema }) },
      },
    },
    async (request) => ({ data: await getAiConversation(request.ctx, request.params.id) }),
  )

  app.patch(
    '/ai/conversations/:id',
    {
      schema: {
        operationId: 'renameAiConversation',
        summary: 'Rename an AI conversation',
        params: conversationParams,
        body: renameAiConversationInputSchema,
        response: { 200: conversationResponse },
      },
    },
    async (request) => ({
      data: await renameAiConversation(request.ctx, request.params.id, request.body),
    }),
  )

  app.delete(
    '/ai/conversations/:id',
    {
      schema: {
        operationId: 'deleteAiConversation',
        summary: 'Delete an AI conversation',
        params: conversationParams,
      },
    },
    async (request, reply) => {
      await deleteAiConversation(request.ctx, request.params.id)
      return reply.status(204).send()
    },
  )

  app.post(
    '/ai/conversations/:id/messages',
    {
      config: { rateLimit: perUserLimit(20) },
      schema: {
        operationId: 'sendAiMessage',
        summary: 'Send a prompt and stream the reply',
        description:
          'Answers `application/x-ndjson`, one event per line: `start`, any number of `delta`, then `done` or `error`. Closing the connection stops the reply, which is stored as `stopped`. Problems found before the reply starts (no provider configured, a prompt too long) answer a normal JSON error.',
        params: conversationParams,
        body: sendAiMessageInputSchema,
      },
    },
    async (request, reply) => {
      const answer = await sendAiMessage(request.ctx, options, request.params.id, request.body)
      const stream = new PassThrough()
      const stop = new AbortController()
      // The response closes before it has finished only when the client went away: Stop, or
      // leaving the page. The provider call is then aborted and the reply kept as stopped.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort()
      })
      const emit = (event: AiStreamEvent) => {
        if (!stream.destroyed && !stream.writableEnded) stream.write(`${JSON.stringify(event)}\n`)
      }
      void answer.run(emit, stop.signal).finally(() => stream.end())
      return (
        reply
          .type('application/x-ndjson; charset=utf-8')
          .header('Cache-Control', 'no-store')
          // Proxies such as nginx would otherwise hold the deltas back until the reply is done.
          .header('X-Accel-Buffering', 'no')
          .send(stream)
      )
    },
  )
}
