import { previewLinkSchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { createItemPreview } from './operations/create-item-preview.js'

const itemParams = z.object({
  type: z.string().trim().min(1),
  idOrSlug: z.string().trim().min(1),
})

/** Live preview: a token and the site's URL for one item, for the editor's Preview pane. */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/content/:type/items/:idOrSlug/preview',
    {
      onRequest: async (request) => {
        requireUser(request)
      },
      schema: {
        params: itemParams,
        body: z.object({ locale: z.string().trim().min(1).max(35).optional() }).optional(),
        response: { 200: z.object({ data: previewLinkSchema }) },
      },
    },
    async (request) => {
      const { type, idOrSlug } = request.params
      const services = request.server.authServices
      const options = { locale: request.body?.locale }
      return { data: await createItemPreview(request.ctx, services, type, idOrSlug, options) }
    },
  )
}
