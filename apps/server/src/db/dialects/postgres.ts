import { createRequire } from 'node:module'

import { Kysely, PostgresDialect, sql, type SqlBool } from 'kysely'
import type Pg from 'pg'

import type { Database } from '../tables.js'
import type { Dialect } from './dialect.js'
import { codeOf, errorChain } from './error-chain.js'
import { analyzeAfterGrowth } from './postgres-statistics.js'

const require = createRequire(import.meta.url)

// pg loads when a PostgreSQL dialect is made, not with this module: an installation on SQLite
// never needs it (some 3 MB of heap and 30 ms of start-up).
let pgModule: typeof Pg | undefined
const loadPg = () => (pgModule ??= require('pg') as typeof Pg)

const JSONB_OID = 3802
const INT8_OID = 20
const UNIQUE_VIOLATION = '23505'
/** A statement cancelled: by statement_timeout (the message says so) or by request. */
const QUERY_CANCELED = '57014'
/**
 * Server states that mean "not now" rather than "never": shutting down (57P01 admin, 57P02
 * crash, 57P03 cannot connect now), too many connections (53300), and the connection
 * exception class (08xxx).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300'])
/** Socket errors on the way to the server. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
/**
 * What pg and its pool say, with no code, when a connection is lost, cannot be made in time,
 * or the pool is already closed (a request still running while the server shuts down).
 */
const CONNECTION_FAILURES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Query read timeout$/,
  /^Cannot use a pool after calling end on the pool$/,
]
/** Names the advisory lock of an installation's start-up; its schema makes it its own. */
const BOOTSTRAP_LOCK = ':folio-bootstrap'

function isUnavailableError(error: unknown): boolean {
  const code = codeOf(error)
  if (error instanceof loadPg().DatabaseError) {
    return code !== undefined && (UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
  }
  if (code && NETWORK_ERRORS.has(code)) return true
  return error instanceof Error && CONNECTION_FAILURES.some((re) => re.test(error.message))
}
/** `YYYY-MM-DD`, alone or followed by a time and an offset (what a date field stores). */
const ISO_DATE_SHAPE =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2}))?$'

function createPool(connectionString: string, max: number, options: Pg.PoolConfig = {}) {
  const pg = loadPg()
  // Hand JSON back as text and counts as numbers, so rows look the same as on SQLite.
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === JSONB_OID) return (value: string) => value
      if (oid === INT8_OID) return (value: string) => Number(value)
      return pg.types.getTypeParser(oid, format) as (value: string) => unknown
    },
  } as typeof pg.types
  const pool = new pg.Pool({
    connectionString,
    types,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    ...options,
  })
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool replaces it and the next query reports any lasting outage.
  pool.on('error', () => {})
  // Nor may a checked-out one between two queries (inside a transaction, say): pg emits
  // its loss as an 'error' event, which without a listener is an uncaught exception. The
  // next query on it fails, and the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}))
  return pool
}

export function postgresDialect(connectionString: string): Dialect {
  const pg = loadPg()
  return {
    name: 'postgres',
    jsonColumnType: 'jsonb',
    createKysely() {
      const db: Kysely<Database> = new Kysely<Database>({
        dialect: new PostgresDialect({ pool: createPool(connectionString, 10) }),
        plugins: [analyzeAfterGrowth(() => db)],
      })
      return db
    },
    // A pool of its own whose sessions carry the budget: set at connect, it costs no round trip
    // per query, which `set local` in a transaction would.
    createReadKysely({ timeoutMs }) {
      if (timeoutMs <= 0) return undefined
      const pool = createPool(connectionString, 10, { statement_timeout: timeoutMs })
      return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    },
    isReadTimeout: (error) =>
      errorChain(error).some(
        (e) =>
          e instanceof pg.DatabaseError &&
          e.code === QUERY_CANCELED &&
          /statement timeout/.test(e.message),
      ),
    async migrationSchema(db) {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
      return rows[0]?.schema
    },
    // Keys are literals (see Dialect): an expression index matches only the same expression.
    jsonText: (column, key) => sql<string | null>`(${sql.ref(column)} ->> ${sql.lit(key)})`,
    jsonNumber: (column, key) =>
      sql<
        number | null
      >`(case when jsonb_typeof(${sql.ref(column)} -> ${sql.lit(key)}) = 'number' then (${sql.ref(column)} ->> ${sql.lit(key)})::numeric end)`,
    jsonBoolean: (column, key) =>
      sql<
        string | null
      >`(case when jsonb_typeof(${sql.ref(column)} -> ${sql.lit(key)}) = 'boolean' then (${sql.ref(column)} ->> ${sql.lit(key)}) end)`,
    // Date-only values get an explicit UTC midnight, so the session time zone plays no part.
    // Only date-shaped text is cast: a value left from before a field became a date must not
    // make the whole query fail.
    jsonDate: (column, key) =>
      sql`(case when jsonb_typeof(${sql.ref(column)} -> ${key}) = 'string' and (${sql.ref(column)} ->> ${key}) ~ ${ISO_DATE_SHAPE} then (case when length(${sql.ref(column)} ->> ${key}) = 10 then (${sql.ref(column)} ->> ${key}) || 'T00:00:00Z' else ${sql.ref(column)} ->> ${key} end)::timestamptz end)`,
    dateValue: (iso) => sql`cast(${iso} as timestamptz)`,
    jsonArrayContains: (column, key, value) =>
      sql<SqlBool>`(jsonb_typeof(${sql.ref(column)} -> ${key}) = 'array' and jsonb_exists(${sql.ref(column)} -> ${key}, ${value}))`,
    // The snapshot (oldest running transaction, next id, ids still running) changes whenever a
    // writing transaction starts or ends anywhere on the server; equal snapshots see equal data.
    async changeMarker(db) {
      const { rows } = await sql<{ marker: string }>`
        select pg_current_snapshot()::text as marker`.execute(db)
      return rows[0]!.marker
    },
    async listIndexes(db, table) {
      const { rows } = await sql<{ name: string }>`
        select indexname as name from pg_indexes
        where schemaname = current_schema() and tablename = ${table}`.execute(db)
      return rows.map((row) => row.name)
    },
    // Statistics on an index's expression are gathered with its table's (a sample of rows).
    async analyzeIndex(db, table) {
      await sql`analyze ${sql.table(table)}`.execute(db)
    },
    async describeDatabase(db) {
      const { rows } = await sql<{ version: string; database: string }>`
        select current_setting('server_version') as version, current_database() as database`.execute(
        db,
      )
      // Read from the URL, never echoed whole: it may carry the password.
      const url = new URL(connectionString)
      return {
        version: rows[0]!.version,
        location: {
          kind: 'server',
          host: decodeURIComponent(url.hostname) || 'localhost',
          port: url.port ? Number(url.port) : 5432,
          database: rows[0]!.database,
        },
      }
    },
    async listTables(db) {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
        order by table_name`.execute(db)
      return rows.map((row) => row.name)
    },
    async listColumns(db, table) {
      const { rows } = await sql<{ name: string; nullable: string; has_default: boolean }>`
        select column_name as name, is_nullable as nullable,
          column_default is not null as has_default
        from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}
        order by ordinal_position`.execute(db)
      return rows.map((row) => ({
        name: row.name,
        required: row.nullable === 'NO' && !row.has_default,
      }))
    },
    forUpdate: (query) => query.forUpdate(),
    isUniqueViolation(error, constraint) {
      return (
        error instanceof pg.DatabaseError &&
        error.code === UNIQUE_VIOLATION &&
        error.constraint === constraint.name
      )
    },
    isUnavailable: (error) => errorChain(error).some(isUnavailableError),
    // A session-level lock on a connection of its own, so `fn` may use the pool freely (and run
    // transactions); it is released when `fn` ends, or by the server if this process dies.
    withBootstrapLock(db, fn) {
      return db.connection().execute(async (connection) => {
        const key = sql`hashtext(current_schema() || ${BOOTSTRAP_LOCK})`
        await sql`select pg_advisory_lock(${key})`.execute(connection)
        try {
          return await fn()
        } finally {
          await sql`select pg_advisory_unlock(${key})`.execute(connection)
        }
      })
    },
  }
}
