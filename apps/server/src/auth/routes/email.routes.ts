import type { FastifyPluginAsync } from 'fastify'

import { requestAuthContext } from '../auth-context.js'
import { requestPasswordRecovery } from '../operations/request-password-recovery.js'
import { resendEmail } from '../operations/resend-email.js'
import { sendMagicLink } from '../operations/send-magic-link.js'
import type { RateLimited } from './rate-limits.js'

interface EmailBody {
  email?: unknown
  phone?: unknown
  type?: unknown
  data?: unknown
  create_user?: unknown
  code_challenge?: string | null
  code_challenge_method?: string | null
}

type EmailRequest = { Body: EmailBody | undefined; Querystring: { redirect_to?: string } }

/** The endpoints that only send an email and answer `{}`: /recover, /otp and /resend. */
export const emailRoutes: FastifyPluginAsync<{ rateLimited: RateLimited }> = async (app, opts) => {
  app.post<EmailRequest>(
    '/recover',
    { preHandler: opts.rateLimited('recover') },
    async (request) => {
      const body = request.body ?? {}
      await requestPasswordRecovery(requestAuthContext(request), {
        email: body.email,
        codeChallenge: body.code_challenge,
        codeChallengeMethod: body.code_challenge_method,
        redirectTo: request.query.redirect_to,
      })
      return {}
    },
  )

  app.post<EmailRequest>('/otp', { preHandler: opts.rateLimited('otp') }, async (request) => {
    const body = request.body ?? {}
    await sendMagicLink(requestAuthContext(request), {
      email: body.email,
      phone: body.phone,
      data: body.data,
      createUser: body.create_user,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
      redirectTo: request.query.redirect_to,
    })
    return {}
  })

  app.post<EmailRequest>('/resend', { preHandler: opts.rateLimited('resend') }, async (request) => {
    const body = request.body ?? {}
    await resendEmail(requestAuthContext(request), {
      email: body.email,
      phone: body.phone,
      type: body.type,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
      redirectTo: request.query.redirect_to,
    })
    return {}
  })
}
