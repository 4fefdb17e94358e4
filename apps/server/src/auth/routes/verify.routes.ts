import type { FastifyPluginAsync } from 'fastify'

import { requestAuthContext } from '../auth-context.js'
import { verifyLink, verifyOtp } from '../operations/verify-email-token.js'
import type { RateLimited } from './rate-limits.js'
import { clientInfo } from './request-auth.js'

interface VerifyBody {
  type?: unknown
  email?: unknown
  phone?: unknown
  token?: unknown
  token_hash?: unknown
}

/** GET /verify (links in emails, answered with a 303) and POST /verify (verifyOtp). */
export const verifyRoutes: FastifyPluginAsync<{ rateLimited: RateLimited }> = async (app, opts) => {
  app.get<{ Querystring: { token?: string; type?: string; redirect_to?: string } }>(
    '/verify',
    { preHandler: opts.rateLimited('verify') },
    async (request, reply) => {
      const location = await verifyLink(requestAuthContext(request), {
        token: request.query.token,
        type: request.query.type,
        redirectTo: request.query.redirect_to,
        client: clientInfo(request),
      })
      // The URL fragment may carry tokens: keep it out of caches.
      return reply.header('Cache-Control', 'no-store').redirect(location, 303)
    },
  )

  app.post<{ Body: VerifyBody | undefined }>(
    '/verify',
    { preHandler: opts.rateLimited('verify') },
    async (request) => {
      const body = request.body ?? {}
      return verifyOtp(requestAuthContext(request), {
        type: body.type,
        email: body.email,
        phone: body.phone,
        token: body.token,
        tokenHash: body.token_hash,
        client: clientInfo(request),
      })
    },
  )
}
