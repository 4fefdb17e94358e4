import { Readable } from 'node:stream'

import { mediaMessages } from '@folio/schema'
import type { FastifyRequest } from 'fastify'

import { AppError } from '../../lib/app-error.js'
import type { IncomingFile } from './receive-file.js'

/** One part of an upload form, in the order the client sent them. */
export type UploadPart =
  { kind: 'field'; name: string; value: string } | ({ kind: 'file' } & IncomingFile)

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/** The parser's errors (limits, broken forms, a client gone) in words a person can act on. */
function uploadError(error: unknown): AppError {
  switch (codeOf(error)) {
    case 'FST_FILES_LIMIT':
      return new AppError('validation_failed', mediaMessages.tooManyFiles, [
        { path: 'files', message: mediaMessages.tooManyFiles },
      ])
    case 'FST_MP_PREMATURE_CLOSE':
    case 'ECONNRESET':
      return new AppError('bad_request', mediaMessages.uploadInterrupted)
    default:
      return new AppError('bad_request', mediaMessages.invalidUpload)
  }
}

/**
 * A file's bytes with the parser's failures inside the file (a body cut off mid-part) turned
 * into the same 400s as failures between parts; `truncated` still tells of the size limit.
 */
function fileBytes(file: Readable & { truncated?: boolean }): IncomingFile['stream'] {
  async function* chunks() {
    try {
      for await (const chunk of file) yield chunk as Buffer
    } catch (error) {
      throw uploadError(error)
    }
  }
  const stream = Readable.from(chunks(), { objectMode: false })
  return Object.defineProperty(stream, 'truncated', { get: () => file.truncated })
}

/**
 * The parts of a multipart request as they stream in, for the upload operations (which never
 * see the request). Each file must be read to its end before the next part arrives.
 * `maxFiles` lowers the plugin's file limit; with `ignoreExtraFiles` the files past it are
 * skipped rather than refused.
 */
export async function* uploadParts(
  request: FastifyRequest,
  options: { maxFiles?: number; ignoreExtraFiles?: boolean } = {},
): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', mediaMessages.notMultipart)
  }
  const limits = options.maxFiles === undefined ? undefined : { files: options.maxFiles }
  const parts = request.parts(limits && { limits })[Symbol.asyncIterator]()
  for (;;) {
    let next: Awaited<ReturnType<typeof parts.next>>
    try {
      next = await parts.next()
    } catch (error) {
      if (options.ignoreExtraFiles && codeOf(error) === 'FST_FILES_LIMIT') return
      throw uploadError(error)
    }
    if (next.done) return
    const part = next.value
    if (part.type === 'file') {
      yield { kind: 'file', fileName: part.filename, stream: fileBytes(part.file) }
    } else {
      yield { kind: 'field', name: part.fieldname, value: String(part.value) }
    }
  }
}
