import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Content items of one type, the cross-type list and version history. */
export const contentRoutes: FastifyPluginAsyncZod = async () => {}
