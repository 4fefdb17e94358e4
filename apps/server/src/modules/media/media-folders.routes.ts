import type { FastifyInstance } from 'fastify'

/** `/api/v1/media/folders` */
export async function mediaFolderRoutes(_app: FastifyInstance) {}
