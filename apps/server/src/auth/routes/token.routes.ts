import type { FastifyPluginAsync } from 'fastify'

import { requestAuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import { exchangeCodeForSession } from '../operations/exchange-code-for-session.js'
import { refreshSession } from '../operations/refresh-session.js'
import { signInWithPassword } from '../operations/sign-in-with-password.js'
import type { RateLimited } from './rate-limits.js'
import { clientInfo } from './request-auth.js'

interface TokenBody {
  email?: unknown
  phone?: unknown
  password?: unknown
  refresh_token?: unknown
  auth_code?: unknown
  code_verifier?: unknown
}

/** POST /token: the password, refresh_token and pkce grants. */
export const tokenRoutes: FastifyPluginAsync<{ rateLimited: RateLimited }> = async (app, opts) => {
  app.post<{ Querystring: { grant_type?: string }; Body: TokenBody | undefined }>(
    '/token',
    { preHandler: opts.rateLimited('token') },
    async (request) => {
      const ctx = requestAuthContext(request)
      const body = request.body ?? {}
      switch (request.query.grant_type) {
        case 'password':
          return signInWithPassword(ctx, {
            email: body.email,
            phone: body.phone,
            password: body.password,
            client: clientInfo(request),
          })
        case 'refresh_token':
          return refreshSession(ctx, { refreshToken: body.refresh_token })
        case 'pkce':
          return exchangeCodeForSession(ctx, {
            authCode: body.auth_code,
            codeVerifier: body.code_verifier,
            client: clientInfo(request),
          })
        default:
          throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type')
      }
    },
  )
}
