import type { FastifyInstance } from 'fastify'

/** `GET /media/{id}/{name}`: the files themselves, public, with image transforms. */
export async function mediaFileRoutes(_app: FastifyInstance) {}
