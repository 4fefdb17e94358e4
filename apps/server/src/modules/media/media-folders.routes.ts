import {
  deleteMediaFolderQuerySchema,
  mediaFolderInputSchema,
  mediaFolderListResponseSchema,
  mediaFolderResponseSchema,
} from '@folio/schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireWriter } from '../access/index.js'
import { requireUser } from '../../plugins/authenticate.js'
import type { MediaEnv } from './media-view.js'
import { createMediaFolder } from './operations/create-media-folder.js'
import { deleteMediaFolder } from './operations/delete-media-folder.js'
import { listMediaFolders } from './operations/list-media-folders.js'
import { renameMediaFolder } from './operations/rename-media-folder.js'

const folderParams = z.object({ id: z.string().trim().min(1).max(100) })

/**
 * Writes need a signed-in user or a read-write API key, checked before the body is read; the
 * operation then asks the permission matrix whether this role may do this.
 */
async function editorsOnly(request: FastifyRequest) {
  requireUser(request)
  requireWriter(request.ctx)
}

/** `/api/v1/media/folders`: signed-in users list them, editors change them. No API keys. */
export const mediaFolderRoutes: FastifyPluginAsyncZod = async (app) => {
  const env: MediaEnv = { storage: app.storage, apiExternalUrl: app.config.auth.apiExternalUrl }
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/media/folders',
    { schema: { response: { 200: mediaFolderListResponseSchema } } },
    async (request) => ({ data: await listMediaFolders(request.ctx) }),
  )

  app.post(
    '/media/folders',
    {
      onRequest: editorsOnly,
      schema: { body: mediaFolderInputSchema, response: { 201: mediaFolderResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createMediaFolder(request.ctx, request.body) }),
  )

  app.patch(
    '/media/folders/:id',
    {
      onRequest: editorsOnly,
      schema: {
        params: folderParams,
        body: mediaFolderInputSchema,
        response: { 200: mediaFolderResponseSchema },
      },
    },
    async (request) => ({
      data: await renameMediaFolder(request.ctx, request.params.id, request.body),
    }),
  )

  app.delete(
    '/media/folders/:id',
    {
      onRequest: editorsOnly,
      schema: { params: folderParams, querystring: deleteMediaFolderQuerySchema },
    },
    async (request, reply) => {
      await deleteMediaFolder(request.ctx, env, request.params.id, request.query.files)
      return reply.status(204).send()
    },
  )
}
