import type { FastifyInstance } from 'fastify'

/** `/api/v1/media`: the library's files. */
export async function mediaRoutes(_app: FastifyInstance) {}
