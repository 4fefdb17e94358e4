import type { Kysely } from 'kysely'

import type { Database } from '../tables.js'

/**
 * Everything that differs between SQLite and PostgreSQL lives behind this interface; the rest
 * of the server writes portable Kysely.
 */
export interface Dialect {
  name: 'sqlite' | 'postgres'
  /** Column type for JSON documents in migrations. */
  jsonColumnType: 'text' | 'jsonb'
  createKysely(): Kysely<Database>
  /**
   * The schema that holds the migration bookkeeping tables, when the database has schemas.
   * Pinning it keeps an installation on its own schema from mistaking another's for its own.
   */
  migrationSchema(db: Kysely<Database>): Promise<string | undefined>
}
