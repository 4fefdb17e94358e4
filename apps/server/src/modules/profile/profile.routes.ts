import multipart from '@fastify/multipart'
import { userSessionSchema, userMessages } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { AppError } from '../../lib/app-error.js'
import { requireUser } from '../../plugins/authenticate.js'
import { createAvatarStorage } from './avatar-storage.js'
import { listMySessions } from './operations/list-my-sessions.js'
import { avatarTooLarge, MAX_AVATAR_BYTES, updateAvatar } from './operations/update-avatar.js'

/** File names are the sender's: keep them short and printable before they reach a message. */
function displayName(fileName: string | undefined): string {
  const printable = (fileName ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '').trim()
  return printable.slice(0, 80) || 'The file'
}

/** Avatar names are random and never reused, so a browser may keep one for a year. */
const AVATAR_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The signed-in user's own account: devices and avatar. Avatars themselves are public. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing exists only in this plugin: every other route accepts JSON alone.
  await app.register(multipart, {
    limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 4, parts: 5 },
  })
  const storage = createAvatarStorage(app.config.dataDir)

  app.get(
    '/profile/sessions',
    { schema: { response: { 200: z.object({ data: z.array(userSessionSchema) }) } } },
    async (request) => {
      requireUser(request)
      return { data: await listMySessions(request.ctx) }
    },
  )

  app.post(
    '/profile/avatar',
    { schema: { response: { 200: z.object({ data: z.object({ avatarUrl: z.string() }) }) } } },
    async (request) => {
      requireUser(request)
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', userMessages.avatarNotMultipart)
      }
      const part = await request.file()
      if (part?.fieldname !== 'file') {
        const message = 'Choose an image to upload in the field named "file"'
        throw new AppError('validation_failed', message, [{ path: 'file', message }])
      }
      const fileName = displayName(part.filename)
      let bytes: Buffer
      try {
        bytes = await part.toBuffer()
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw avatarTooLarge(fileName)
        }
        throw error
      }
      return { data: await updateAvatar(request.ctx, { fileName, bytes, storage }) }
    },
  )

  app.get(
    '/avatars/:file',
    {
      // Apps that sign people in through /auth/v1 show their avatars.
      config: { securityHeaders: { crossOriginResourcePolicy: { policy: 'cross-origin' } } },
      schema: { params: z.object({ file: z.string().max(128) }) },
    },
    async (request, reply) => {
      const avatar = await storage.read(request.params.file)
      if (!avatar) throw new AppError('not_found', userMessages.avatarNotFound)
      return reply
        .type(avatar.mime)
        .header('Cache-Control', AVATAR_CACHE_CONTROL)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(avatar.bytes)
    },
  )
}
