import type { FastifyPluginAsync } from 'fastify'

import { requestAuthContext } from '../auth-context.js'
import { signUp } from '../operations/sign-up.js'
import type { RateLimited } from './rate-limits.js'
import { clientInfo } from './request-auth.js'

export interface SignupBody {
  email?: unknown
  phone?: unknown
  password?: unknown
  data?: unknown
  code_challenge?: string | null
  code_challenge_method?: string | null
}

/** POST /signup: a bare User while confirmation is pending, a Session when autoconfirmed. */
export const signupRoutes: FastifyPluginAsync<{ rateLimited: RateLimited }> = async (app, opts) => {
  app.post<{ Querystring: { redirect_to?: string }; Body: SignupBody | undefined }>(
    '/signup',
    { preHandler: opts.rateLimited('signup') },
    async (request) => {
      const body = request.body ?? {}
      const result = await signUp(requestAuthContext(request), {
        email: body.email,
        phone: body.phone,
        password: body.password,
        data: body.data,
        codeChallenge: body.code_challenge,
        codeChallengeMethod: body.code_challenge_method,
        redirectTo: request.query.redirect_to,
        client: clientInfo(request),
      })
      return 'session' in result ? result.session : result.user
    },
  )
}
