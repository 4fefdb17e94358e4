import type { Readable } from 'node:stream'

import { MEDIA_FILE_PATH_PREFIX, mediaMessages } from '@folio/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { AppError } from '../../lib/app-error.js'
import { parseByteRange } from './serve-file/byte-range.js'
import {
  contentDisposition,
  etagMatches,
  FILE_CACHE_CONTROL,
  fileEtag,
  SVG_CONTENT_SECURITY_POLICY,
  withExtension,
} from './serve-file/file-headers.js'
import { findMediaFile, type MediaFile } from './serve-file/find-media-file.js'
import {
  parseFileQuery,
  transformHash,
  transformOutput,
  transformSpec,
  type TransformSpec,
} from './serve-file/transform-query.js'
import { createTransformRunner, type TransformRunner } from './serve-file/transform-runner.js'

// The name is only for people and downloads: any name serves the file, so renamed files'
// old URLs keep working.
const fileParams = z.object({ id: z.string(), name: z.string() })

/**
 * `GET /media/{id}/{name}`: the files themselves, public (ids are unguessable UUIDs), with
 * range requests for audio and video and `?w=&h=&fit=&format=&q=` image transforms.
 */
export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const transforms = createTransformRunner(app.storage, app.config.media.transformsPerMinute)

  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_FILE_PATH_PREFIX}/:id/:name`,
    // HEAD is declared here, so Fastify must not add its own.
    exposeHeadRoute: false,
    config: {
      securityHeaders: {
        // Sites show these files with `<img src>` and `<video src>`.
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        // Browsers show PDFs, video and audio opened directly in viewers that a policy would
        // block; SVG, which can carry scripts, gets its own policy below.
        contentSecurityPolicy: false,
      },
    },
    schema: { params: fileParams },
    handler: async (request, reply) => {
      const file = await findMediaFile(request.ctx.db, request.params.id)
      if (!file) throw new AppError('not_found', mediaMessages.notFound)
      const query = parseFileQuery(request.query)
      const spec = transformSpec(query, file.mimeType)
      const download = query.download === '1'
      if (spec) return sendTransform(request, reply, transforms, file, spec, download)
      return sendOriginal(request, reply, file, download)
    },
  })
}

/** Validators and caching, sent only with a successful answer (never with an error). */
function setCacheHeaders(reply: FastifyReply, file: MediaFile, etag: string): FastifyReply {
  return reply
    .header('ETag', etag)
    .header('Cache-Control', FILE_CACHE_CONTROL)
    .header('Last-Modified', new Date(file.updatedAt).toUTCString())
    .header('X-Content-Type-Options', 'nosniff')
}

async function sendOriginal(
  request: FastifyRequest,
  reply: FastifyReply,
  file: MediaFile,
  download: boolean,
) {
  const etag = fileEtag(file.id, file.updatedAt)
  if (etagMatches(request.headers['if-none-match'], etag)) {
    return setCacheHeaders(reply, file, etag).status(304).send()
  }
  // A Range for another version of the file (If-Range names an old ETag) gets the whole file.
  const ifRange = request.headers['if-range']
  const range =
    ifRange && ifRange !== etag ? null : parseByteRange(request.headers.range, file.size)
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${file.size}`).send()
  }

  let body: Readable | undefined
  if (request.method !== 'HEAD') {
    const stored = await request.server.storage.get(file.storageKey, range ?? undefined)
    if (!stored) {
      request.log.warn({ mediaId: file.id, key: file.storageKey }, 'media file missing in storage')
      throw new AppError('not_found', mediaMessages.notFound)
    }
    body = stored.body
  }

  setCacheHeaders(reply, file, etag)
    .type(file.mimeType)
    .header('Accept-Ranges', 'bytes')
    .header('Content-Disposition', contentDisposition(file.name, download))
  if (file.mimeType === 'image/svg+xml') {
    reply.header('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY)
  }
  if (range) {
    reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
  }
  reply.header('Content-Length', range ? range.end - range.start + 1 : file.size)
  return reply.send(body)
}

async function sendTransform(
  request: FastifyRequest,
  reply: FastifyReply,
  transforms: TransformRunner,
  file: MediaFile,
  spec: TransformSpec,
  download: boolean,
) {
  const etag = fileEtag(file.id, file.updatedAt, transformHash(spec, file.updatedAt))
  if (etagMatches(request.headers['if-none-match'], etag)) {
    return setCacheHeaders(reply, file, etag).status(304).send()
  }

  const result = await transforms.transform(file, spec, request.log, request.ip)
  const output = transformOutput[spec.format]
  setCacheHeaders(reply, file, etag)
    .type(output.mimeType)
    .header(
      'Content-Disposition',
      contentDisposition(withExtension(file.name, output.extension), download),
    )
    .header('Content-Length', result.size)
    .header('Folio-Transform', result.cache)
  if (request.method === 'HEAD') {
    if (!Buffer.isBuffer(result.body)) result.body.destroy()
    return reply.send()
  }
  return reply.send(result.body)
}
