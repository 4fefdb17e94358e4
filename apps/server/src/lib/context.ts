import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { Dialect } from '../db/dialects/dialect.js'
import type { Database } from '../db/tables.js'

/**
 * What every operation receives. `db` may be a transaction: operations never know, so they
 * compose inside one another's transactions.
 */
export interface OperationContext {
  db: Kysely<Database>
  dialect: Dialect
  logger: FastifyBaseLogger
}
