import { apiSettingsInputSchema, apiSettingsSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireRole } from '../../plugins/authenticate.js'
import { getApiSettings } from './operations/get-api-settings.js'
import { updateApiSettings } from './operations/update-api-settings.js'

const apiSettingsResponse = z.object({ data: apiSettingsSchema })

/** Installation settings, one tab at a time. Admins only: checked before the body is read. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireRole(request, 'admin')
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
}
