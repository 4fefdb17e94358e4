import type { FastifyInstance } from 'fastify'

/** `/api/v1/menus`: navigation menus and their item trees. */
export async function navigationRoutes(_app: FastifyInstance) {}
