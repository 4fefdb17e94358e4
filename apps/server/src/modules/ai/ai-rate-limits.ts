import type { FastifyRequest } from 'fastify'

/**
 * A per-person budget of provider calls a minute: every call costs the installation money,
 * and a stuck script should not spend it. Checked after sign-in (preHandler), so the count
 * is the person's, wherever they connect from.
 */
export function perUserLimit(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      `ai:${request.routeOptions.url ?? ''}:${request.ctx.actor?.userId ?? request.ip}`,
  }
}
