import type { FastifyInstance } from 'fastify'

/** `/api/v1/workflow`: states, assignments, transitions and comments. */
export async function workflowRoutes(_app: FastifyInstance) {}
