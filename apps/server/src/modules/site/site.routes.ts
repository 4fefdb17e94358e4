import { appearanceSettingsSchema, generalSettingsSchema, siteSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { getSite } from './operations/get-site.js'
import { getAppearanceSettings, getGeneralSettings } from './operations/get-site-settings.js'
import {
  updateAppearanceSettings,
  updateGeneralSettings,
} from './operations/update-site-settings.js'

const generalResponse = z.object({ data: generalSettingsSchema })
const appearanceResponse = z.object({ data: appearanceSettingsSchema })

/** Site identity and appearance: the public `GET /site` and Settings → General and Appearance. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    {
      schema: {
        operationId: 'getSite',
        summary: 'Get the site name, logo and appearance',
        description:
          'Public: the sign-in page and the app shell read it before anyone signs in, and a site build may too.',
        response: { 200: z.object({ data: siteSchema }) },
      },
    },
    async (request, reply) => {
      // Always asked afresh: an admin who saves a colour sees it on the next load, not a minute on.
      void reply.header('Cache-Control', 'no-cache')
      return { data: await getSite(request.ctx) }
    },
  )

  app.get(
    '/settings/general',
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        operationId: 'getGeneralSettings',
        summary: 'Get general settings',
        response: { 200: generalResponse },
      },
    },
    async (request) => ({ data: await getGeneralSettings(request.ctx) }),
  )

  app.put(
    '/settings/general',
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        operationId: 'updateGeneralSettings',
        summary: 'Update general settings',
        body: generalSettingsSchema,
        response: { 200: generalResponse },
      },
    },
    async (request) => ({ data: await updateGeneralSettings(request.ctx, request.body) }),
  )

  app.get(
    '/settings/appearance',
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        operationId: 'getAppearanceSettings',
        summary: 'Get appearance settings',
        response: { 200: appearanceResponse },
      },
    },
    async (request) => ({ data: await getAppearanceSettings(request.ctx) }),
  )

  app.put(
    '/settings/appearance',
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        operationId: 'updateAppearanceSettings',
        summary: 'Update appearance settings',
        body: appearanceSettingsSchema,
        response: { 200: appearanceResponse },
      },
    },
    async (request) => ({ data: await updateAppearanceSettings(request.ctx, request.body) }),
  )
}
