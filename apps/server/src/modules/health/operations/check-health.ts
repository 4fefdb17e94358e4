import { serviceMessages } from '@folio/schema'
import type { Health } from '@folio/schema'

import { pingDatabase } from '../../../db/database.js'
import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'

const startedAt = Date.now()

/** Reports whether the server can reach its database; throws service_unavailable if not. */
export async function checkHealth(ctx: OperationContext, version: string): Promise<Health> {
  try {
    await pingDatabase(ctx.db)
  } catch (error) {
    ctx.logger.error({ err: error }, 'health check: database unreachable')
    throw new AppError('service_unavailable', serviceMessages.databaseUnreachable, [
      { path: 'database', message: 'down' },
    ])
  }
  return {
    status: 'ok',
    database: 'up',
    dialect: ctx.dialect.name,
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }
}
