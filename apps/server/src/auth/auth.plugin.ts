import cors from '@fastify/cors'
import { errorCodes, inputSafetyMessages, serviceMessages } from '@folio/schema'
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

import { isRefusedInput } from '../db/refused-input.js'
import { AppError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../lib/app-error.js'
import { adminRoutes } from './admin/admin.routes.js'
import {
  AuthError,
  authErrorBody,
  OAuthError,
  validationFailed,
  type AuthErrorCode,
} from './auth-error.js'
import { factorsRoutes } from './mfa/mfa.routes.js'
import { createAuthRateLimits } from './routes/rate-limits.js'
import { emailRoutes } from './routes/email.routes.js'
import { metaRoutes } from './routes/meta.routes.js'
import { signupRoutes } from './routes/signup.routes.js'
import { tokenRoutes } from './routes/token.routes.js'
import { userRoutes } from './routes/user.routes.js'
import { verifyRoutes } from './routes/verify.routes.js'
import { API_VERSION } from './api-version.js'

/** Fastify's own request errors, in GoTrue's words. */
const fastifyErrors: Record<string, { status: number; code: AuthErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'bad_json',
    message: 'Could not parse request body as JSON',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'request_too_large',
    message: 'The request body is larger than the server accepts',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_json',
    message: 'The request body does not match its Content-Length',
  },
}

function sendAuthError(reply: FastifyReply, error: AuthError) {
  if (error.extra.retryAfterSeconds) {
    reply.header('Retry-After', String(error.extra.retryAfterSeconds))
  }
  return reply
    .status(error.status)
    .header('X-Supabase-Api-Version', API_VERSION)
    .type('application/json; charset=utf-8')
    .send(authErrorBody(error))
}

/**
 * A server that cannot answer right now: 503, which the client retries (a refresh keeps its
 * session) where any 4xx would be final. GoTrue has no code of its own for it.
 */
function unavailable(message: string): AuthError {
  return new AuthError(503, 'unexpected_failure', message, {
    retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
  })
}

function toAuthError(error: FastifyError | AppError, databaseUnavailable: boolean): AuthError {
  if (error instanceof AppError) {
    const status = errorCodes[error.code]
    if (error.code === 'service_unavailable') return unavailable(error.message)
    return new AuthError(
      status,
      status >= 500 ? 'unexpected_failure' : 'validation_failed',
      error.message,
    )
  }
  if (databaseUnavailable) return unavailable(serviceMessages.databaseUnavailable)
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0]
    const where = `${error.validationContext ?? 'body'}${issue?.instancePath ?? ''}`
    return new AuthError(
      400,
      'validation_failed',
      `Invalid ${where}: ${issue?.message ?? 'bad value'}`,
    )
  }
  const known = error.code ? fastifyErrors[error.code] : undefined
  if (known) return new AuthError(known.status, known.code, known.message)
  if (isRefusedInput(error)) return validationFailed(inputSafetyMessages.unstorableText)
  const status = error.statusCode ?? 500
  if (status === 404) return new AuthError(404, 'not_found', error.message)
  if (status >= 400 && status < 500)
    return new AuthError(status, 'validation_failed', error.message)
  return new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  )
}

/**
 * The auth service at /auth/v1, in its own encapsulated context: GoTrue's error envelope and
 * version header, CORS for browser apps on other origins, and a JSON parser that accepts the
 * empty bodies the client sends (POST /logout). /api/v1 keeps its own error shape.
 */
export const authPlugin: FastifyPluginAsync = async (app) => {
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'authorization',
      'apikey',
      'content-type',
      'x-client-info',
      'x-supabase-api-version',
    ],
    exposedHeaders: ['X-Supabase-Api-Version', 'X-Total-Count', 'Link'],
    maxAge: 600,
  })

  const defaultJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    if (!text.trim()) return done(null, {})
    void defaultJson(request, text, done)
  })

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('X-Supabase-Api-Version', API_VERSION)
  })

  app.setErrorHandler((error: FastifyError | AppError | AuthError | OAuthError, request, reply) => {
    if (error instanceof OAuthError) {
      return reply
        .status(error.status)
        .header('X-Supabase-Api-Version', API_VERSION)
        .send({ error: error.error, error_description: error.description })
    }
    const databaseUnavailable = app.database.dialect.isUnavailable(error)
    const authError = error instanceof AuthError ? error : toAuthError(error, databaseUnavailable)
    if (databaseUnavailable) request.log.warn({ err: error }, 'database unavailable')
    else if (authError.status >= 500) request.log.error({ err: error }, 'auth request failed')
    else if (!(error instanceof AuthError)) request.log.info({ err: error }, 'auth client error')
    return sendAuthError(reply, authError)
  })

  app.setNotFoundHandler((request, reply) =>
    sendAuthError(
      reply,
      new AuthError(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`),
    ),
  )

  const rateLimited = createAuthRateLimits(app)
  await app.register(metaRoutes)
  await app.register(signupRoutes, { rateLimited })
  await app.register(tokenRoutes, { rateLimited })
  await app.register(userRoutes)
  await app.register(verifyRoutes, { rateLimited })
  await app.register(emailRoutes, { rateLimited })
  await app.register(factorsRoutes)
  await app.register(adminRoutes)
}

/** Registers the auth service under /auth/v1. */
export async function registerAuth(app: FastifyInstance) {
  await app.register(authPlugin, { prefix: '/auth/v1' })
}
