import type { Kysely, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely'

import type { Database } from '../tables.js'

/** A unique constraint, named the way each database reports it. */
export interface UniqueConstraint {
  /** The constraint's name (PostgreSQL reports it). */
  name: string
  /** Table and columns (SQLite reports `UNIQUE constraint failed: table.a, table.b`). */
  table: string
  columns: readonly string[]
}

export interface DatabaseDescription {
  version: string
  location:
    | { kind: 'file'; path: string; sizeBytes: number | null }
    | { kind: 'server'; host: string; port: number | null; database: string }
}

export interface TableColumn {
  name: string
  required: boolean
}

/** How reads that may run long (delivery lists and search) are run. */
export interface ReadOptions {
  /** SQLite: worker threads with read connections; 0 keeps reads on the server's connection. */
  workers: number
  /** A read running longer is stopped (0: no limit). */
  timeoutMs: number
}

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
   * Connections for reads that may run long, held to a time budget and (on SQLite) kept off the
   * event loop; undefined when the options ask for neither. They never take transactions.
   */
  createReadKysely(options: ReadOptions): Kysely<Database> | undefined
  /** Whether `error` is a read stopped because it ran past the time budget. */
  isReadTimeout(error: unknown): boolean
  /**
   * The schema that holds the migration bookkeeping tables, when the database has schemas.
   * Pinning it keeps an installation on its own schema from mistaking another's for its own.
   */
  migrationSchema(db: Kysely<Database>): Promise<string | undefined>
  /*
   * The json* expressions inline their key as a literal, never a parameter: an index on an
   * expression serves a query only when the query spells the very same expression.
   */
  /** A top-level string field of a JSON column, as text (null when absent). */
  jsonText(column: string, key: string): RawBuilder<string | null>
  /** A top-level number of a JSON column, compared as a number (null when not a number). */
  jsonNumber(column: string, key: string): RawBuilder<number | null>
  /** A top-level boolean of a JSON column as the text 'true' or 'false' (null otherwise). */
  jsonBoolean(column: string, key: string): RawBuilder<string | null>
  /**
   * A top-level date (`YYYY-MM-DD` or ISO 8601 with any offset) of a JSON column, in a form
   * that compares as an instant against `dateValue`. Date-only values mean midnight UTC.
   */
  jsonDate(column: string, key: string): RawBuilder<unknown>
  /** An ISO instant as a parameter, comparable with `jsonDate`. */
  dateValue(iso: string): RawBuilder<unknown>
  /** Whether a top-level array of a JSON column has `value` as one of its (text) entries. */
  jsonArrayContains(column: string, key: string, value: string): RawBuilder<SqlBool>
  /**
   * Locks the selected rows until the transaction ends, where the database has row locks.
   * SQLite needs none: its writers are serialized already.
   */
  /**
   * Whether `error` is this unique constraint refusing a write: another writer took the value
   * between our check and our write.
   */
  isUniqueViolation(error: unknown, constraint: UniqueConstraint): boolean
  /**
   * Whether `error` means the database cannot be reached or cannot take the request right now
   * (connection refused or lost, server shutting down, file locked): a `503` worth retrying,
   * not a bug.
   */
  isUnavailable(error: unknown): boolean
  /**
   * Runs `fn` while no other Folio instance of this installation runs its own: start-up work
   * (migrations, the first signing key, the admin and demo accounts, sample data) checks what
   * exists and then creates it, which two instances starting together must not both do.
   */
  withBootstrapLock<T>(db: Kysely<Database>, fn: () => Promise<T>): Promise<T>
  /**
   * A value that changes whenever a write may have become visible to this connection: a read
   * made after it equal to an earlier one sees the same data. Any write counts, by this process
   * or another, to any table; reading it costs one trivial query.
   */
  changeMarker(db: Kysely<Database>): Promise<string>
  /** Names of the indexes on a table. */
  listIndexes(db: Kysely<Database>, table: string): Promise<string[]>
  /**
   * Gathers the planner's statistics for a new index, so it is chosen when (and only when) it
   * pays: a range matching a tenth of the items is better served by walking the date index.
   */
  analyzeIndex(db: Kysely<Database>, table: string, index: string): Promise<void>
  /** The engine's version and where the data lives (never a password): Settings → Database. */
  describeDatabase(db: Kysely<Database>): Promise<DatabaseDescription>
  /** Names of the tables of the installation's schema, migration bookkeeping included. */
  listTables(db: Kysely<Database>): Promise<string[]>
  /** A table's columns; `required` when a row must give a value (not null, no default). */
  listColumns(db: Kysely<Database>, table: string): Promise<TableColumn[]>
  forUpdate<DB, TB extends keyof DB, O>(
    query: SelectQueryBuilder<DB, TB, O>,
  ): SelectQueryBuilder<DB, TB, O>
}
