import type { FastifyInstance } from 'fastify'

/** `/api/v1/notifications`: the signed-in user's notifications. */
export async function notificationsRoutes(_app: FastifyInstance) {}
