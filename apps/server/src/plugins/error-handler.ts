import {
  errorCodes,
  inputSafetyMessages,
  serviceMessages,
  type ApiErrorBody,
  type ErrorCode,
  type ErrorDetail,
} from '@folio/schema'
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

import { isRefusedInput } from '../db/refused-input.js'
import { AppError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../lib/app-error.js'

/** Fastify's own error codes for bad requests, mapped to ours with a message a person can act on. */
const fastifyErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'This endpoint does not accept that Content-Type; send application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'payload_too_large',
    message: 'The request body is larger than the server accepts',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'bad_request',
    message: 'The request body does not match its Content-Length',
  },
}

const NOT_AN_OBJECT = 'The request body must be a JSON object'

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
) {
  const body: ApiErrorBody = { error: { code, message, ...(details ? { details } : {}) } }
  // A 503 is worth retrying; clients and load balancers read when from Retry-After.
  if (code === 'service_unavailable' && !reply.hasHeader('Retry-After')) {
    reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
  }
  return reply.status(errorCodes[code]).type('application/json; charset=utf-8').send(body)
}

/** The SQL of a stopped query, where the error carries it (never its parameter values). */
function queryShape(error: unknown): string | undefined {
  const sql = (error as { sql?: unknown }).sql
  return typeof sql === 'string' ? sql : undefined
}

function toPath(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.')
}

/**
 * One place turns every thrown error into the documented shape. User mistakes keep their
 * 4xx status and a clear message; anything unexpected becomes a 500 whose body says nothing
 * about internals, while the log keeps the whole error.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.code, error.message, error.details)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body'
      const details = error.validation.map((issue) => {
        const path = toPath(issue.instancePath)
        // A body that is not an object at all gets a plain sentence, not zod's type jargon.
        if (!path && where === 'body') return { path: where, message: NOT_AN_OBJECT }
        return { path: path || where, message: issue.message ?? 'Invalid value' }
      })
      return sendError(
        reply,
        'validation_failed',
        details[0]?.message ?? 'Invalid request',
        details,
      )
    }
    const known = error.code ? fastifyErrors[error.code] : undefined
    if (known) return sendError(reply, known.code, known.message)
    if (isRefusedInput(error)) {
      request.log.info({ err: error }, 'client error')
      return sendError(reply, 'validation_failed', inputSafetyMessages.unstorableText)
    }
    // Refused, not failed: the client can ask something cheaper. The query's shape (its SQL,
    // without values) says what to index or cap.
    if (app.database.dialect.isReadTimeout(error)) {
      request.log.warn(
        { err: error, url: request.url, query: queryShape(error) },
        'query ran past its time budget',
      )
      return sendError(reply, 'query_too_expensive', serviceMessages.queryTooExpensive)
    }
    // An outage is not a bug: a 503 the client retries, never a 500 (nor a 401 from a session
    // check that could not run).
    if (app.database.dialect.isUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return sendError(reply, 'service_unavailable', serviceMessages.databaseUnavailable)
    }

    const status = error.statusCode ?? 500
    if (status === 429) return sendError(reply, 'rate_limited', error.message)
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error')
      return sendError(reply, status === 404 ? 'not_found' : 'bad_request', error.message)
    }
    request.log.error({ err: error }, 'request failed')
    return sendError(reply, 'internal_error', serviceMessages.internalError)
  })
}
