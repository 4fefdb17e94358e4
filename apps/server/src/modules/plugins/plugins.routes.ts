import {
  pluginListSchema,
  pluginSummarySchema,
  pluginUpdateSchema,
  pluginValidatorListSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { listPluginValidators, listPlugins } from './operations/list-plugins.js'
import { updatePlugin } from './operations/update-plugin.js'
import type { PluginHost } from './plugin-host.js'
import { registerPluginRoutes } from './plugin-routes.js'

/**
 * Settings → Plugins (admins, which each operation checks), and the routes the installed
 * plugins serve under /plugins/<name>/, registered at start so OpenAPI lists them; they answer
 * only while their plugin runs with `routes` granted.
 */
export const pluginsRoutes: FastifyPluginAsyncZod<{ host: PluginHost }> = async (app, { host }) => {
  app.get(
    '/plugins',
    {
      onRequest: async (request) => void requireUser(request),
      schema: { response: { 200: pluginListSchema } },
    },
    async (request) => listPlugins(request.ctx, host),
  )

  app.get(
    '/plugins/validators',
    {
      onRequest: async (request) => void requireUser(request),
      schema: { response: { 200: pluginValidatorListSchema } },
    },
    async (request) => listPluginValidators(request.ctx, host),
  )

  app.patch(
    '/plugins/:name',
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        params: z.object({ name: z.string().min(1).max(214) }),
        body: pluginUpdateSchema,
        response: { 200: pluginSummarySchema },
      },
    },
    async (request) => updatePlugin(request.ctx, host, request.params.name, request.body),
  )

  registerPluginRoutes(app, host)
}
