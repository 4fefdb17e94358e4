import { notificationListSchema, notificationSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { clearNotifications } from './operations/clear-notifications.js'
import { deleteNotification } from './operations/delete-notification.js'
import { listNotifications } from './operations/list-notifications.js'
import { markAllNotificationsRead } from './operations/mark-all-notifications-read.js'
import { markNotificationRead } from './operations/mark-notification-read.js'

const tags = ['Notifications']
const notificationParams = z.object({ id: z.string().trim().min(1) })

/** `/api/v1/notifications`: the signed-in user's notifications (the header bell). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        operationId: 'listNotifications',
        summary: 'List my notifications',
        description: 'The newest 50, newest first, with the number of unread ones.',
        response: { 200: notificationListSchema },
      },
    },
    async (request) => listNotifications(request.ctx),
  )

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        operationId: 'markAllNotificationsRead',
        summary: 'Mark all my notifications read',
      },
    },
    async (request, reply) => {
      await markAllNotificationsRead(request.ctx)
      return reply.status(204).send()
    },
  )

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        operationId: 'markNotificationRead',
        summary: 'Mark a notification read',
        params: notificationParams,
        response: { 200: z.object({ data: notificationSchema }) },
      },
    },
    async (request) => ({ data: await markNotificationRead(request.ctx, request.params.id) }),
  )

  app.delete(
    '/notifications/:id',
    {
      schema: {
        tags,
        operationId: 'deleteNotification',
        summary: 'Remove a notification',
        params: notificationParams,
      },
    },
    async (request, reply) => {
      await deleteNotification(request.ctx, request.params.id)
      return reply.status(204).send()
    },
  )

  app.delete(
    '/notifications',
    { schema: { tags, operationId: 'clearNotifications', summary: 'Clear all my notifications' } },
    async (request, reply) => {
      await clearNotifications(request.ctx)
      return reply.status(204).send()
    },
  )
}
