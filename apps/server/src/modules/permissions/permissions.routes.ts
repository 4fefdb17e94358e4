import { myPermissionsSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { myPermissions } from '../access/index.js'
import { requireUser } from '../../plugins/authenticate.js'

/** What the signed-in user may do, for the web app to hide what the server would refuse. */
export const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/permissions',
    {
      onRequest: async (request) => requireUser(request),
      schema: {
        operationId: 'getMyPermissions',
        summary: 'Get what I may do',
        description:
          "The signed-in user's rights under Settings → Permissions: content per type (overrides by type id, else `content`), media, navigation and workflow.",
        response: { 200: z.object({ data: myPermissionsSchema }) },
      },
    },
    async (request) => ({ data: await myPermissions(request.ctx) }),
  )
}
