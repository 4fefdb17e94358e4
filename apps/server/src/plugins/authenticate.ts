import { API_KEY_PREFIX, apiKeyMessages, serviceMessages } from '@folio/schema'
import type { FastifyInstance, FastifyRequest } from 'fastify'

import {
  requestAuthContext,
  AuthError,
  authenticateAccessToken,
  bearerToken,
  appMetadataOf,
} from '../auth/index.js'
import { AppError } from '../lib/app-error.js'
import type { Actor } from '../lib/context.js'
import { authenticateApiKey, requireKeyWriteEntitlement } from '../modules/api-keys/index.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the Bearer token was refused, kept for the 401 of a route that needs a user. */
    authFailure: string | null
  }
  interface FastifyContextConfig {
    /** The route is part of the delivery API: it accepts API keys besides user tokens. */
    apiKey?: boolean
  }
}

/** Bearer values shaped like a JWT are user tokens; any other value is an API key. */
export const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether the route opted in to API keys with `config: { apiKey: true }`. */
export function acceptsApiKey(request: FastifyRequest): boolean {
  return request.routeOptions.config.apiKey === true
}

/** Whether the request came with an API key (any Bearer value that is not a JWT). */
export function sentApiKey(request: FastifyRequest): boolean {
  const token = bearerToken(request)
  return token !== null && !JWT_SHAPE.test(token)
}

/**
 * Resolves `request.ctx.actor` for /api/v1 from a user access token, with the same checks as
 * /auth/v1 (signature, live session, active user). A missing or refused token leaves the
 * actor null: public routes carry on, and routes that need a user answer 401 through
 * requireUser. Roles and rights are left to the operations (`ctx.access`), so a use case is
 * guarded however it is reached. Bearer values that are not JWTs are API keys, resolved only
 * on the delivery routes that accept them.
 */
export function registerAuthenticate(app: FastifyInstance) {
  app.decorateRequest('authFailure', null)
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request)
    if (!token) {
      if (acceptsApiKey(request)) request.authFailure = apiKeyMessages.missing
      return
    }
    if (!JWT_SHAPE.test(token)) {
      if (acceptsApiKey(request)) {
        // Refused keys throw (401 invalid, 403 disabled): the route never runs.
        request.ctx.actor = await authenticateApiKey(request.ctx, token)
        // Here, before any route guard: they are synchronous and cannot read the plan.
        if (!READ_METHODS.has(request.method)) await requireKeyWriteEntitlement(request.ctx)
      } else if (token.startsWith(API_KEY_PREFIX)) {
        request.authFailure = apiKeyMessages.notForKeys
      }
      return
    }
    try {
      const { user, session } = await authenticateAccessToken(requestAuthContext(request), token)
      request.ctx.actor = {
        userId: user.id,
        email: user.email,
        role: appMetadataOf(user).role,
        sessionId: session.id,
        aal: session.aal,
      }
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      request.authFailure =
        error.code === 'user_banned'
          ? 'Your account is suspended'
          : 'Your session has expired or was signed out. Sign in again.'
    }
  })
}

/** The signed-in user of the request; throws `401 unauthorized` without one. */
export function requireUser(request: FastifyRequest): Actor {
  if (request.ctx.actor) return request.ctx.actor
  throw new AppError('unauthorized', request.authFailure ?? serviceMessages.signInRequired)
}
