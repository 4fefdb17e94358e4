import { healthSchema } from '@folio/schema'
import type { LogLevel } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { checkHealth } from './operations/check-health.js'

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  // Load balancers poll this every few seconds; keep their requests out of the info log.
  const levels: LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']
  const appLevel = app.log.level as LogLevel
  const logLevel = levels.indexOf(appLevel) > levels.indexOf('warn') ? appLevel : 'warn'
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema } }, logLevel },
    async (request) => ({ data: await checkHealth(request.ctx, opts.version) }),
  )
}
