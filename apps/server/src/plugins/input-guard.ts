import { findUnsafeInput, inputSafetyMessages, ownValue } from '@folio/schema'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { validationFailed, authErrorBody, API_VERSION } from '../auth/index.js'
import { AppError } from '../lib/app-error.js'
import { sendError } from './error-handler.js'

/**
 * Every request's path parameters, querystring and JSON body are checked once, before any
 * route schema: text with NUL or another control character, or nesting deeper than any real
 * body, is a 400 naming where it was. One hook on the root instance covers /api/v1, /auth/v1
 * (whose error handler turns the AppError into GoTrue's shape) and every route added later.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem =
      findUnsafeInput(request.params, 'path') ??
      findUnsafeInput(request.query, 'query') ??
      findUnsafeInput(request.body, 'body')
    if (problem) {
      throw new AppError('validation_failed', problem.message, [
        { path: problem.path, message: problem.message },
      ])
    }
  })
}

/**
 * Fastify's `frameworkErrors`: URLs the router refuses before any route or error handler runs
 * (a broken percent-encoding, a path part past the length limit), answered in the documented
 * shape of the surface they were meant for instead of Fastify's own.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known: Record<string, string> = {
    FST_ERR_BAD_URL: inputSafetyMessages.badUrl,
    FST_ERR_MAX_PARAM_LENGTH: inputSafetyMessages.pathTooLong,
  }
  const message = ownValue(known, error.code) ?? inputSafetyMessages.badUrl
  request.log.info({ err: error }, 'client error')
  if (request.url.startsWith('/auth/v1/')) {
    void reply
      .status(400)
      .header('X-Supabase-Api-Version', API_VERSION)
      .type('application/json; charset=utf-8')
      .send(authErrorBody(validationFailed(message)))
    return
  }
  void sendError(reply, 'bad_request', message)
}
