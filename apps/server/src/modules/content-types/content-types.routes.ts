import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Content types: admins write, every signed-in user reads. */
export const contentTypesRoutes: FastifyPluginAsyncZod = async () => {}
