import { pluginMessages, serviceMessages } from '@folio/schema'
import type { FastifyInstance, FastifyRequest } from 'fastify'

import { AppError } from '../../lib/app-error.js'
import { requireUser } from '../../plugins/authenticate.js'
import { accessOf } from '../access/index.js'
import { PermissionNotGranted, PluginRefusal } from './plugin-api.js'
import type { PluginRoute, SafeParser } from './plugin-definition.js'
import type { PluginHost } from './plugin-host.js'
import { runGuarded } from './run-guarded.js'

/** A route path a plugin may serve: below its own prefix, never the prefix itself. */
const ROUTE_PATH = /^\/[A-Za-z0-9._~:-][A-Za-z0-9._~:/-]*$/

function checked(parser: SafeParser | undefined, value: unknown, part: string): unknown {
  if (!parser) return value
  const result = parser.safeParse(value)
  if (result.success) return result.data
  const issues = result.error?.issues ?? []
  const details = issues.map((issue) => ({
    path: [part, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }))
  throw new AppError(
    'validation_failed',
    details[0]?.message ?? serviceMessages.invalidInput,
    details,
  )
}

function authorize(request: FastifyRequest, access: PluginRoute['access'] = 'user') {
  if (access === 'public') return
  requireUser(request)
  if (access !== 'user') accessOf(request.ctx).requireRole(access)
}

/**
 * Registers every route the installed plugins declare, under `/plugins/<name><path>`, with
 * Folio's auth and error shape. A route answers 404 while its plugin is not running or was not
 * granted `routes`; what the plugin's code throws is logged and counted, and answered as a 500
 * without its details (a refusal is a 422 with the plugin's message).
 */
export function registerPluginRoutes(app: FastifyInstance, host: PluginHost): void {
  for (const plugin of host.installed) {
    const name = plugin.config?.name
    if (!name) continue
    for (const route of plugin.definition?.routes ?? []) {
      if (!ROUTE_PATH.test(route.path)) {
        host.fail(name, `route ${route.method} ${route.path}`, new Error('Invalid route path'))
        continue
      }
      const where = `route ${route.method} ${route.path}`
      app.route({
        method: route.method,
        url: `/plugins/${name}${route.path}`,
        schema: {
          summary: route.summary ?? `${name}: ${route.method} ${route.path}`,
          operationId: `plugin ${name} ${route.method} ${route.path}`.replace(
            /[^A-Za-z0-9]+(.)?/g,
            (_, c: string | undefined) => (c ?? '').toUpperCase(),
          ),
          tags: ['Plugins'],
        },
        handler: async (request) => {
          if (!host.isRunning(name) || !host.grants(name).has('routes')) {
            throw new AppError('not_found', pluginMessages.notFound)
          }
          authorize(request, route.access)
          const input = {
            params: request.params as Record<string, string>,
            query: checked(route.query, request.query, 'query'),
            body: checked(route.body, request.body, 'body'),
          }
          try {
            const api = host.apiFor(name, request.ctx)
            return (await runGuarded(() => route.handler(input, api), host.timeoutMs)) ?? null
          } catch (error) {
            if (error instanceof PluginRefusal)
              throw new AppError('refused_by_plugin', error.message)
            if (error instanceof PermissionNotGranted)
              throw new AppError('forbidden', error.message)
            if (error instanceof AppError) throw error
            host.fail(name, where, error)
            throw error
          }
        },
      })
    }
  }
}
