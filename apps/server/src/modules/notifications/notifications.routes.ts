import {
  myNotificationSettingsSchema,
  notificationListSchema,
  notificationSchema,
  notificationSettingsInputSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { clearNotifications } from './operations/clear-notifications.js'
import { deleteNotification } from './operations/delete-notification.js'
import { listNotifications } from './operations/list-notifications.js'
import { markAllNotificationsRead } from './operations/mark-all-notifications-read.js'
import { markNotificationRead } from './operations/mark-notification-read.js'
import {
  getMyNotificationSettings,
  updateMyNotificationSettings,
} from './operations/my-notification-settings.js'

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

  const mySettingsResponse = z.object({ data: myNotificationSettingsSchema })

  app.get(
    '/profile/notification-settings',
    {
      schema: {
        tags,
        operationId: 'getMyNotificationSettings',
        summary: 'Get my notification switches',
        description:
          'Which workflow events reach me in the app and by email; the installation defaults until I choose.',
        response: { 200: mySettingsResponse },
      },
    },
    async (request) => ({ data: await getMyNotificationSettings(request.ctx) }),
  )

  app.put(
    '/profile/notification-settings',
    {
      schema: {
        tags,
        operationId: 'updateMyNotificationSettings',
        summary: 'Change my notification switches',
        description: 'Kinds left out keep their value.',
        body: notificationSettingsInputSchema,
        response: { 200: mySettingsResponse },
      },
    },
    async (request) => ({ data: await updateMyNotificationSettings(request.ctx, request.body) }),
  )

  app.delete(
    '/profile/notification-settings',
    {
      schema: {
        tags,
        operationId: 'resetMyNotificationSettings',
        summary: 'Follow the default notification switches again',
        response: { 200: mySettingsResponse },
      },
    },
    async (request) => ({ data: await updateMyNotificationSettings(request.ctx, 'reset') }),
  )
}
