import {
  apiSettingsInputSchema,
  apiSettingsSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  permissionSettingsInputSchema,
  permissionSettingsSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { getApiSettings } from './operations/get-api-settings.js'
import { getNotificationSettings } from './operations/get-notification-settings.js'
import { getPermissionSettings } from './operations/get-permission-settings.js'
import { updateApiSettings } from './operations/update-api-settings.js'
import { updateNotificationSettings } from './operations/update-notification-settings.js'
import { updatePermissionSettings } from './operations/update-permission-settings.js'

const apiSettingsResponse = z.object({ data: apiSettingsSchema })
const permissionSettingsResponse = z.object({ data: permissionSettingsSchema })
const notificationSettingsResponse = z.object({ data: notificationSettingsSchema })

/** Installation settings, one tab at a time. Admins only: the operations check it. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/settings/api',
    { schema: { response: { 200: apiSettingsResponse } } },
    async (request) => ({ data: await getApiSettings(request.ctx) }),
  )

  app.put(
    '/settings/api',
    { schema: { body: apiSettingsInputSchema, response: { 200: apiSettingsResponse } } },
    async (request) => ({ data: await updateApiSettings(request.ctx, request.body) }),
  )

  app.get(
    '/settings/permissions',
    {
      schema: {
        operationId: 'getPermissionSettings',
        summary: 'Get permission settings',
        response: { 200: permissionSettingsResponse },
      },
    },
    async (request) => ({ data: await getPermissionSettings(request.ctx) }),
  )

  app.put(
    '/settings/permissions',
    {
      schema: {
        operationId: 'updatePermissionSettings',
        summary: 'Update permission settings',
        description: 'With `requireReviewBeforePublish`, editors publish approved items only.',
        body: permissionSettingsInputSchema,
        response: { 200: permissionSettingsResponse },
      },
    },
    async (request) => ({ data: await updatePermissionSettings(request.ctx, request.body) }),
  )

  app.get(
    '/settings/notifications',
    {
      schema: {
        operationId: 'getNotificationSettings',
        summary: 'Get notification settings',
        response: { 200: notificationSettingsResponse },
      },
    },
    async (request) => ({ data: await getNotificationSettings(request.ctx) }),
  )

  app.put(
    '/settings/notifications',
    {
      schema: {
        operationId: 'updateNotificationSettings',
        summary: 'Update notification settings',
        description: 'Per kind, in-app and email switches; kinds left out keep theirs.',
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsResponse },
      },
    },
    async (request) => ({ data: await updateNotificationSettings(request.ctx, request.body) }),
  )
}
