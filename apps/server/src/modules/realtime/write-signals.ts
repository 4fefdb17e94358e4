import type { FastifyInstance } from 'fastify'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const TOPICS = [
  { pattern: /\/workflow(\/|$)/, topic: 'workflow' },
  { pattern: /\/menus(\/|$)/, topic: 'menu' },
] as const

/**
 * Workflow boards and menus are many small writes (moves, comments, assignments, tree
 * saves), each already answered by its route: a successful one tells open screens to refetch,
 * which keeps the live channel out of every one of those operations.
 */
export function registerLiveWriteSignals(api: FastifyInstance): void {
  api.addHook('onResponse', async (request, reply) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400) return
    const url = request.routeOptions.url ?? ''
    const match = TOPICS.find(({ pattern }) => pattern.test(url))
    if (match) request.ctx.live?.touched(match.topic, request.ctx.actor)
  })
}
