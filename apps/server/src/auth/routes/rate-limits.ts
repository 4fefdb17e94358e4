import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'

import { AuthError } from '../auth-error.js'

export type LimitedEndpoint = 'token' | 'signup' | 'recover' | 'otp' | 'resend' | 'verify'

/** Endpoints that send email: too many requests for one address is an email-sending limit. */
const SENDS_EMAIL = new Set<LimitedEndpoint>(['signup', 'recover', 'otp', 'resend'])

function emailOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined
  return typeof body?.email === 'string' && body.email ? body.email.trim().toLowerCase() : null
}

/**
 * Per-IP and per-email limits on the endpoints that check passwords or send email
 * (AUTH-PROTOCOL.md: rate limits), shared by every instance through Redis when REDIS_URL is
 * set (see plugins/rate-limit.ts). The token endpoint is limited for the password grant only:
 * a 429 on a refresh makes the client sign the user out.
 * Returns a preHandler factory; the limits come from config so tests can tighten them.
 */
export function createAuthRateLimits(app: FastifyInstance) {
  const { windowSeconds, perIp, perEmail } = app.config.auth.rateLimit
  const timeWindow = windowSeconds * 1000

  return function rateLimited(endpoint: LimitedEndpoint): preHandlerAsyncHookHandler {
    const byIp = app.createRateLimit({
      max: perIp,
      timeWindow,
      keyGenerator: (request) => `${endpoint}:ip:${request.ip}`,
    })
    const byEmail = app.createRateLimit({
      max: perEmail,
      timeWindow,
      keyGenerator: (request) => `${endpoint}:email:${emailOf(request) ?? ''}`,
    })

    return async (request, reply) => {
      if (endpoint === 'token') {
        const grant = (request.query as { grant_type?: string }).grant_type
        if (grant !== 'password') return
      }
      const checks = emailOf(request) ? [byIp, byEmail] : [byIp]
      for (const check of checks) {
        const result = await check(request)
        if (result.isAllowed || !result.isExceeded) continue
        reply.header('Retry-After', String(result.ttlInSeconds))
        if (check === byEmail && SENDS_EMAIL.has(endpoint)) {
          throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
        }
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
      }
    }
  }
}

export type RateLimited = ReturnType<typeof createAuthRateLimits>
