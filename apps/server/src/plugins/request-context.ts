import type { FastifyBaseLogger, FastifyInstance } from 'fastify'

import type { DatabaseHandle } from '../db/database.js'
import type { OperationContext } from '../lib/context.js'
import { createAccess } from '../modules/access/index.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The operation context for this request: database plus the request's logger. */
    ctx: OperationContext
  }
}

/** A request's operation context, before anyone is signed in: what every use case is handed. */
export function createRequestContext(
  app: FastifyInstance,
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
): OperationContext {
  const ctx: OperationContext = {
    db: database.db,
    readDb: database.readDb,
    dialect: database.dialect,
    logger,
    actor: null,
    billing: app.config.billing,
    media: { storage: app.storage, apiExternalUrl: app.config.auth.apiExternalUrl },
    lifecycle: app.lifecycle,
    // Decorated after this plugin: read per request, once the app is built.
    live: app.hasDecorator('realtime') ? app.realtime : undefined,
  }
  // Rights follow whoever signs in later in the request, and are read once from then on.
  ctx.access = createAccess(ctx)
  return ctx
}

/** Gives every request an operation context, so routes hand operations nothing HTTP-shaped. */
export function registerRequestContext(app: FastifyInstance, database: DatabaseHandle) {
  app.decorateRequest('ctx', null as unknown as OperationContext)
  app.addHook('onRequest', async (request) => {
    request.ctx = createRequestContext(app, database, request.log)
  })
}
