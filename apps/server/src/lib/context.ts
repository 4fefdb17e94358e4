import type { ApiKeyScope, Role } from '@folio/schema'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { BillingConfig } from '../config/config.js'
import type { Dialect } from '../db/dialects/dialect.js'
import type { Database } from '../db/tables.js'
import type { DeliverySnapshot } from '../modules/generations/index.js'
import type { MediaEnv } from '../modules/media/media-view.js'

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
  /**
   * Where media files are served from: reads turn the media ids in item data into files with
   * URLs. Requests always carry it; jobs and seeds leave it out and keep the ids as stored.
   */
  media?: MediaEnv
  /**
   * Delivery reads: the cache generations read as the request started, with the schema as of
   * then. Lookups it covers (types, API keys) are served from memory instead of the database.
   */
  snapshot?: DeliverySnapshot
}
