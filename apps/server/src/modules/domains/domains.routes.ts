import { customDomainSettingsSchema, customDomainsInputSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { getDomainSettings } from './operations/get-domain-settings.js'
import { updateDomainSettings } from './operations/update-domain-settings.js'

const settingsResponse = z.object({ data: customDomainSettingsSchema })

/** Settings → General → Custom domains (admins; saving them is Premium). */
export const domainsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/settings/domains',
    {
      schema: {
        operationId: 'getCustomDomains',
        summary: 'Get the custom domains',
        description:
          'The hostnames apps reach the delivery API and media on, and whether the plan lets them be used.',
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({ data: await getDomainSettings(request.ctx) }),
  )

  app.put(
    '/settings/domains',
    {
      schema: {
        operationId: 'updateCustomDomains',
        summary: 'Save the custom domains',
        description:
          'The whole list: hostnames only (no scheme, path or port), at most 10, exactly one primary when there are any. Premium: 402 on the Free plan.',
        body: customDomainsInputSchema,
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({ data: await updateDomainSettings(request.ctx, request.body) }),
  )
}
