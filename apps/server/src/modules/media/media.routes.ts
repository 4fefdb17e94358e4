import multipart from '@fastify/multipart'
import {
  listMediaQuerySchema,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_FILES_PER_UPLOAD,
  mediaBulkInputSchema,
  mediaItemListResponseSchema,
  mediaItemResponseSchema,
  mediaPageSchema,
  mediaUploadResultSchema,
  mediaUsageResponseSchema,
  moveMediaInputSchema,
  updateMediaInputSchema,
} from '@folio/schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireWriter } from '../access/index.js'
import { requireUser } from '../../plugins/authenticate.js'
import { deliveryMediaEnv } from './delivery-media-env.js'
import type { MediaEnv } from './media-view.js'
import { deleteMedia } from './operations/delete-media.js'
import { deleteMediaItems } from './operations/delete-media-items.js'
import { getMedia } from './operations/get-media.js'
import { getMediaUsage } from './operations/get-media-usage.js'
import { listMedia } from './operations/list-media.js'
import { moveMedia } from './operations/move-media.js'
import { replaceMediaFile } from './operations/replace-media-file.js'
import { updateMedia } from './operations/update-media.js'
import { uploadMedia } from './operations/upload-media.js'
import { uploadParts } from './upload-parts.js'

const mediaParams = z.object({ id: z.string().trim().min(1).max(100) })

/**
 * Writes need a signed-in user or a read-write API key, checked before the body is read; the
 * operation then asks the permission matrix whether this role may do this.
 */
async function editorsOnly(request: FastifyRequest) {
  requireUser(request)
  requireWriter(request.ctx)
}

async function signedIn(request: FastifyRequest) {
  requireUser(request)
}

/** The body's length as the client declared it; null when it streams without one. */
function declaredLength(request: FastifyRequest): number | null {
  const length = Number(request.headers['content-length'])
  return Number.isSafeInteger(length) && length >= 0 ? length : null
}

/**
 * `/api/v1/media`: the library's files. Reads take a user or an API key (the delivery API
 * lists media too); writes take a signed-in editor, never a key.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing exists only in this plugin: every other route accepts JSON alone.
  // Files past the size limit are cut short and flagged, not thrown, so the rest of the
  // form still uploads.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MEDIA_MAX_BYTES,
      files: MEDIA_MAX_FILES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1024,
      parts: MEDIA_MAX_FILES_PER_UPLOAD + 10,
    },
  })
  const env: MediaEnv = { storage: app.storage, apiExternalUrl: app.config.auth.apiExternalUrl }

  app.get(
    '/media',
    {
      config: { apiKey: true },
      onRequest: signedIn,
      schema: { querystring: listMediaQuerySchema, response: { 200: mediaPageSchema } },
    },
    async (request) =>
      listMedia(request.ctx, await deliveryMediaEnv(request.ctx, env), request.query),
  )

  app.get(
    '/media/:id',
    {
      config: { apiKey: true },
      onRequest: signedIn,
      schema: { params: mediaParams, response: { 200: mediaItemResponseSchema } },
    },
    async (request) => ({
      data: await getMedia(
        request.ctx,
        await deliveryMediaEnv(request.ctx, env),
        request.params.id,
      ),
    }),
  )

  app.post(
    '/media',
    { onRequest: editorsOnly, schema: { response: { 201: mediaUploadResultSchema } } },
    async (request, reply) => {
      const result = await uploadMedia(
        request.ctx,
        env,
        uploadParts(request),
        declaredLength(request),
      )
      return reply.status(201).send(result)
    },
  )

  app.patch(
    '/media/:id',
    {
      onRequest: editorsOnly,
      schema: {
        params: mediaParams,
        body: updateMediaInputSchema,
        response: { 200: mediaItemResponseSchema },
      },
    },
    async (request) => ({
      data: await updateMedia(request.ctx, env, request.params.id, request.body),
    }),
  )

  app.put(
    '/media/:id/file',
    {
      onRequest: editorsOnly,
      schema: { params: mediaParams, response: { 200: mediaItemResponseSchema } },
    },
    async (request) => {
      const parts = uploadParts(request, { maxFiles: 1, ignoreExtraFiles: true })
      return { data: await replaceMediaFile(request.ctx, env, request.params.id, parts) }
    },
  )

  app.delete(
    '/media/:id',
    { onRequest: editorsOnly, schema: { params: mediaParams } },
    async (request, reply) => {
      await deleteMedia(request.ctx, env, request.params.id)
      return reply.status(204).send()
    },
  )

  app.post(
    '/media/delete',
    { onRequest: editorsOnly, schema: { body: mediaBulkInputSchema } },
    async (request, reply) => {
      await deleteMediaItems(request.ctx, env, request.body.ids)
      return reply.status(204).send()
    },
  )

  app.post(
    '/media/move',
    {
      onRequest: editorsOnly,
      schema: { body: moveMediaInputSchema, response: { 200: mediaItemListResponseSchema } },
    },
    async (request) => ({ data: await moveMedia(request.ctx, env, request.body) }),
  )

  app.get(
    '/media/:id/usage',
    {
      onRequest: signedIn,
      schema: { params: mediaParams, response: { 200: mediaUsageResponseSchema } },
    },
    async (request) => ({ data: await getMediaUsage(request.ctx, request.params.id) }),
  )
}
