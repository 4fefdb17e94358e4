import type { Role } from '@folio/schema'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { Dialect } from '../db/dialects/dialect.js'
import type { Database } from '../db/tables.js'

/** The signed-in user behind a request, as the session check found them. */
export interface Actor {
  userId: string
  email: string
  role: Role
  sessionId: string
  aal: 'aal1' | 'aal2'
}

/**
 * What every operation receives. `db` may be a transaction: operations never know, so they
 * compose inside one another's transactions. `actor` is null for anonymous callers, seed
 * scripts and jobs.
 */
export interface OperationContext {
  db: Kysely<Database>
  dialect: Dialect
  logger: FastifyBaseLogger
  actor: Actor | null
}
