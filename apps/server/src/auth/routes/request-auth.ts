import type { FastifyRequest } from 'fastify'

import { requestAuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import {
  authenticateAccessToken,
  type Authenticated,
} from '../operations/authenticate-access-token.js'
import type { ClientInfo } from '../operations/issue-session.js'

/** The Bearer token of a request, if it sent one. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  return match?.[1] ?? null
}

/**
 * For /auth/v1 endpoints that act for the signed-in user: the Bearer token must be a valid
 * access token of a live session (401 `no_authorization` without one, 403 otherwise).
 * Public endpoints never call this: there `Authorization` is the app's API key.
 */
export async function requireSession(request: FastifyRequest): Promise<Authenticated> {
  const token = bearerToken(request)
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  }
  return authenticateAccessToken(requestAuthContext(request), token)
}

/** Where a request came from, recorded on the sessions it starts. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null }
}
