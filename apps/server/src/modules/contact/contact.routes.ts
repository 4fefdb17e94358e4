import {
  contactMessageSchema,
  createContactMessageInputSchema,
  inboxMessageSchema,
  inboxPageSchema,
  inboxUnreadCountSchema,
  listInboxMessagesQuerySchema,
  updateInboxMessageInputSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { appNotificationMailer } from '../notifications/index.js'
import { countUnreadContactMessages } from './operations/count-unread-contact-messages.js'
import { createContactMessage } from './operations/create-contact-message.js'
import { deleteContactMessage } from './operations/delete-contact-message.js'
import { getContactMessage } from './operations/get-contact-message.js'
import { listInboxMessages } from './operations/list-inbox-messages.js'
import { markContactMessageRead } from './operations/mark-contact-message-read.js'

/** A visitor may send a few messages a minute; more is a script, not a person. */
const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' }

const tags = ['Inbox']
const messageParams = z.object({ id: z.uuid({ error: 'Not a message id' }) })
const messageResponse = z.object({ data: inboxMessageSchema })

/** The public contact form, and the admins' inbox of what it sent (each operation checks). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = appNotificationMailer(app)

  app.post(
    '/contact-messages',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        operationId: 'createContactMessage',
        summary: 'Send a message from the contact page',
        description: 'Public. The admins are told in the app and by email.',
        body: createContactMessageInputSchema,
        response: { 201: z.object({ data: contactMessageSchema }) },
      },
    },
    async (request, reply) => {
      const message = await createContactMessage({ ...request.ctx, mail }, request.body)
      return reply.status(201).send({ data: message })
    },
  )

  app.get(
    '/contact-messages',
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        tags,
        operationId: 'listContactMessages',
        summary: 'List the inbox',
        description: 'Admins only. Newest first, with the number of unread messages.',
        querystring: listInboxMessagesQuerySchema,
        response: { 200: inboxPageSchema },
      },
    },
    async (request) => listInboxMessages(request.ctx, request.query),
  )

  app.get(
    '/contact-messages/unread-count',
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        tags,
        operationId: 'countUnreadContactMessages',
        summary: 'Count unread messages',
        description: 'Admins only.',
        response: { 200: inboxUnreadCountSchema },
      },
    },
    async (request) => ({ data: { unread: await countUnreadContactMessages(request.ctx) } }),
  )

  app.get(
    '/contact-messages/:id',
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        tags,
        operationId: 'getContactMessage',
        summary: 'Read one message',
        description: 'Admins only. Reading it here does not mark it read.',
        params: messageParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ data: await getContactMessage(request.ctx, request.params.id) }),
  )

  app.patch(
    '/contact-messages/:id',
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        tags,
        operationId: 'markContactMessageRead',
        summary: 'Mark a message read or unread',
        description: 'Admins only. The inbox is shared: the mark is the same for every admin.',
        params: messageParams,
        body: updateInboxMessageInputSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      data: await markContactMessageRead(request.ctx, request.params.id, request.body),
    }),
  )

  app.delete(
    '/contact-messages/:id',
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        tags,
        operationId: 'deleteContactMessage',
        summary: 'Delete a message',
        description: 'Admins only.',
        params: messageParams,
      },
    },
    async (request, reply) => {
      await deleteContactMessage(request.ctx, request.params.id)
      return reply.status(204).send()
    },
  )
}
