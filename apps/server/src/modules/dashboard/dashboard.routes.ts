import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The dashboard's numbers, computed from real content. */
export const dashboardRoutes: FastifyPluginAsyncZod = async () => {}
