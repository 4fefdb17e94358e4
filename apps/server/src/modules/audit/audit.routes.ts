import { auditLogPageSchema, auditLogQuerySchema } from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { requireUser } from '../../plugins/authenticate.js'
import { listAuditLog } from './operations/list-audit-log.js'

/** The settings audit log (admins: the operation checks). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        operationId: 'listAuditLog',
        summary: 'List settings changes',
        description:
          'Every change to a setting, newest first, with who made it and the values before and after. Page on with `before=<meta.nextCursor>`.',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => listAuditLog(request.ctx, request.query),
  )
}
