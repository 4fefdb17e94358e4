import type { ApiKeyScope, Role } from '@folio/schema'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { BillingConfig } from '../config/config.js'
import type { Dialect } from '../db/dialects/dialect.js'
import type { Database } from '../db/tables.js'

/** The signed-in user behind a request, as the session check found them. */
export interface Actor {
  userId: string
  email: string
  role: Role
  sessionId: string
  aal: 'aal1' | 'aal2'
  /**
   * Set when the request came with an API key instead of a user's token. The actor is then the
   * key's creator with the key's powers: `read` acts as a viewer who sees published content
   * only, `read_write` as an editor. Only delivery routes accept keys.
   */
  apiKey?: { id: string; scope: ApiKeyScope }
}

/**
 * What every operation receives. `db` may be a transaction: operations never know, so they
 * compose inside one another's transactions. `actor` is null for anonymous callers, seed
 * scripts and jobs.
 */
// Modules add what they carry to this interface from their own files (`declare module`), as
// Fastify decorators do: the media environment (media), the delivery snapshot (generations).
export interface OperationContext {
  db: Kysely<Database>
  /**
   * Where reads that may run long go (delivery lists, their counts, search): held to a time
   * budget and, on SQLite, run off the event loop. Absent in jobs and scripts, and inside a
   * transaction it is the transaction, so such reads use `ctx.readDb ?? ctx.db`.
   */
  readDb?: Kysely<Database> | undefined
  dialect: Dialect
  logger: FastifyBaseLogger
  actor: Actor | null
  /**
   * How this installation sells plans, for entitlement checks. Requests always carry it; jobs,
   * seeds and the CLI leave it out and act as a self-hosted installation (nothing locked),
   * because Premium gates what people do, not the work the server does for them.
   */
  billing?: BillingConfig
}
