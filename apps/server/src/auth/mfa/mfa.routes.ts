import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requestAuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import { requireSession } from '../routes/request-auth.js'
import { challengeFactor } from './operations/challenge-factor.js'
import { enrollFactor } from './operations/enroll-factor.js'
import { unenrollFactor } from './operations/unenroll-factor.js'
import { verifyFactor } from './operations/verify-factor.js'

const factorParams = z.object({ id: z.string().min(1).max(64) })

const enrollBody = z.object({
  factor_type: z.string(),
  friendly_name: z.string().max(256).nullish(),
  issuer: z.string().max(256).nullish(),
})

const verifyBody = z.object({
  challenge_id: z.string().min(1).max(64),
  code: z.string().max(16),
})

/**
 * Six digits guessed at this pace would take months; the limit is per factor, so one
 * attacker cannot lock a user out of their other factors.
 */
const VERIFY_ATTEMPTS_PER_MINUTE = 15

/** TOTP multi-factor authentication: /factors (AUTH-PROTOCOL.md §3 "MFA"). */
export const factorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifyLimit = app.createRateLimit({
    max: VERIFY_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `mfa-verify:${(request.params as { id?: string }).id ?? ''}`,
  })

  app.post('/factors', { schema: { body: enrollBody } }, async (request) => {
    const { user, session } = await requireSession(request)
    if (request.body.factor_type !== 'totp') {
      throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp')
    }
    return enrollFactor(requestAuthContext(request), {
      user,
      session,
      friendlyName: request.body.friendly_name ?? undefined,
      issuer: request.body.issuer ?? undefined,
    })
  })

  app.post('/factors/:id/challenge', { schema: { params: factorParams } }, async (request) => {
    const { user } = await requireSession(request)
    return challengeFactor(requestAuthContext(request), {
      user,
      factorId: request.params.id,
      ip: request.ip,
    })
  })

  app.post(
    '/factors/:id/verify',
    { schema: { params: factorParams, body: verifyBody } },
    async (request, reply) => {
      const { user, session } = await requireSession(request)
      const limit = await verifyLimit(request)
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('Retry-After', String(limit.ttlInSeconds))
        throw new AuthError(429, 'over_request_rate_limit', 'Too many MFA verification attempts')
      }
      return verifyFactor(requestAuthContext(request), {
        user,
        session,
        factorId: request.params.id,
        challengeId: request.body.challenge_id,
        code: request.body.code,
        ip: request.ip,
      })
    },
  )

  app.delete('/factors/:id', { schema: { params: factorParams } }, async (request) => {
    const { user, session } = await requireSession(request)
    return unenrollFactor(requestAuthContext(request), {
      user,
      session,
      factorId: request.params.id,
    })
  })
}
