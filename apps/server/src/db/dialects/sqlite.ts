import { existsSync, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'

import type BetterSqlite3 from 'better-sqlite3'
import { Kysely, SqliteDialect, sql, type SqlBool } from 'kysely'

import { registerLocalChangeMarker } from '../local-change-marker.js'
import type { Database } from '../tables.js'
import type { Dialect } from './dialect.js'
import { codeOf, errorChain } from './error-chain.js'
import SQLite from './sqlite-driver.js'
import { createSqliteReadKysely } from './sqlite-read-kysely.js'
import { ReadTimeoutError } from './sqlite-read-pool.js'
import { analyzeAfterGrowth } from './sqlite-statistics.js'

/**
 * How long a writer waits for another connection's lock before failing, in milliseconds. The
 * wait blocks the event loop (better-sqlite3 is synchronous), so every request waits with it:
 * long enough for a CLI's or a backup's short write, short enough that a lock held for long
 * turns into a prompt 503 instead of a frozen server.
 */
const BUSY_TIMEOUT_MS = 2000

/**
 * Result codes that mean the file cannot be used right now (locked by another connection,
 * unreadable, an I/O failure), extended codes (`SQLITE_BUSY_SNAPSHOT`) included.
 */
const UNAVAILABLE_CODES = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR)(_|$)/

function isUnavailableError(error: unknown): boolean {
  if (error instanceof SQLite.SqliteError) return UNAVAILABLE_CODES.test(codeOf(error) ?? '')
  // A request still running while the server shuts down finds the connection closed.
  return error instanceof TypeError && error.message === 'The database connection is not open'
}

/**
 * Start-ups waiting for one another, by database file. One process has one connection per
 * instance, and better-sqlite3 waits for a lock synchronously: two instances of one process
 * migrating at once would each block the other, so they take turns. Separate processes on one
 * file are not a supported setup (that is what PostgreSQL is for).
 */
const bootstraps = new Map<string, Promise<unknown>>()

/**
 * A JSON path to a top-level key, quoted so ids with hyphens or dots stay one key, as a literal
 * (see Dialect: expression indexes match literals only; sql.lit doubles any quote).
 */
function jsonPath(key: string) {
  return sql.lit(`$."${key.replace(/"/g, '')}"`)
}

/** How often statistics are refreshed where the data changed a lot (see createKysely). */
const OPTIMIZE_INTERVAL_MS = 60 * 60 * 1000
/**
 * `PRAGMA optimize` flags: analyze tables that need it (0x2), checking every table (0x10000),
 * and without the default row limit (0x10), which leaves no histograms and misleads the planner.
 */
const OPTIMIZE_FULL = 0x10002

/** Distinct SQL texts kept prepared; the API issues a few dozen shapes, filters add some. */
const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every query anew, which costs about as much as running a small one. The same
 * few SQL texts come back on every request, so their prepared statements are kept (least
 * recently used dropped first). A statement still being iterated is never handed out twice.
 */
function cacheStatements(
  database: BetterSqlite3.Database,
  onPrepare: (statement: BetterSqlite3.Statement) => void,
) {
  const prepare = database.prepare.bind(database)
  const cache = new Map<string, BetterSqlite3.Statement>()
  database.prepare = ((source: string) => {
    const cached = cache.get(source)
    cache.delete(source)
    let statement = cached && !cached.busy ? cached : undefined
    if (!statement) {
      statement = prepare(source)
      onPrepare(statement)
    }
    cache.set(source, statement)
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
    return statement
  }) as typeof database.prepare
}

/** Bytes on disk: the database file and its write-ahead log (null when unreadable). */
function fileSize(filename: string): number | null {
  try {
    const wal = `${filename}-wal`
    return statSync(filename).size + (existsSync(wal) ? statSync(wal).size : 0)
  } catch {
    return null
  }
}

export function sqliteDialect(filename: string): Dialect {
  return {
    name: 'sqlite',
    jsonColumnType: 'text',
    createKysely() {
      mkdirSync(path.dirname(filename), { recursive: true })
      const database = new SQLite(filename)
      // WAL lets readers proceed while one writer commits; the busy timeout makes a second
      // process (a CLI, a backup) wait briefly for the lock instead of failing at once.
      database.pragma('journal_mode = WAL')
      database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
      database.pragma('foreign_keys = ON')
      database.pragma('synchronous = NORMAL')
      // The planner picks between the type's date index and a filterable field's index from
      // statistics; SQLite gathers them only when asked. optimize is a no-op unless a table has
      // none yet or has grown or shrunk many times over since they were taken.
      database.pragma(`optimize = ${OPTIMIZE_FULL}`)
      const timer = setInterval(() => {
        if (database.open) database.pragma(`optimize = ${OPTIMIZE_FULL}`)
        else clearInterval(timer)
      }, OPTIMIZE_INTERVAL_MS).unref()
      cacheStatements(database, analyzeAfterGrowth(database, OPTIMIZE_FULL))
      const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) })
      // This connection does every write of the process (reader threads only read), so its
      // change count and the file's data version together move with every commit anyone makes.
      // Two statements: the pragma itself is cheaper than its table-valued form in a select,
      // and every delivery read asks.
      const dataVersion = database.prepare('pragma data_version').pluck()
      const totalChanges = database.prepare('select total_changes()').pluck()
      registerLocalChangeMarker(
        db,
        () => `${dataVersion.get() as number}:${totalChanges.get() as number}`,
      )
      return db
    },
    createReadKysely({ workers, timeoutMs }) {
      if (workers <= 0) return undefined
      return createSqliteReadKysely({
        filename,
        size: workers,
        timeoutMs,
        busyTimeoutMs: BUSY_TIMEOUT_MS,
        statementCacheSize: STATEMENT_CACHE_SIZE,
      })
    },
    isReadTimeout: (error) => errorChain(error).some((e) => e instanceof ReadTimeoutError),
    migrationSchema: () => Promise.resolve(undefined),
    jsonText: (column, key) =>
      sql<string | null>`json_extract(${sql.ref(column)}, ${jsonPath(key)})`,
    jsonNumber: (column, key) =>
      sql<
        number | null
      >`(case when json_type(${sql.ref(column)}, ${jsonPath(key)}) in ('integer', 'real') then json_extract(${sql.ref(column)}, ${jsonPath(key)}) end)`,
    jsonBoolean: (column, key) =>
      sql<
        string | null
      >`(case when json_type(${sql.ref(column)}, ${jsonPath(key)}) in ('true', 'false') then json_type(${sql.ref(column)}, ${jsonPath(key)}) end)`,
    // julianday reads both YYYY-MM-DD (as UTC midnight) and date-times with an offset.
    jsonDate: (column, key) => sql`julianday(json_extract(${sql.ref(column)}, ${jsonPath(key)}))`,
    dateValue: (iso) => sql`julianday(${iso})`,
    jsonArrayContains: (column, key, value) =>
      sql<SqlBool>`exists (select 1 from json_each(${sql.ref(column)}, ${jsonPath(key)}) where json_each.value = ${value})`,
    // data_version moves when another connection commits; total_changes() counts this
    // connection's own writes (one connection per process, so none is half done meanwhile).
    async changeMarker(db) {
      const { rows } = await sql<{ changes: number; version: number }>`
        select total_changes() as changes,
          (select data_version from pragma_data_version) as version`.execute(db)
      return `${rows[0]!.version}:${rows[0]!.changes}`
    },
    async listIndexes(db, table) {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db)
      return rows.map((row) => row.name)
    },
    async analyzeIndex(db, _table, index) {
      await sql`analyze ${sql.id(index)}`.execute(db)
    },
    async describeDatabase(db) {
      const { rows } = await sql<{ version: string }>`select sqlite_version() as version`.execute(
        db,
      )
      return {
        version: rows[0]!.version,
        location: { kind: 'file', path: path.resolve(filename), sizeBytes: fileSize(filename) },
      }
    },
    async listTables(db) {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master
        where type = 'table' and substr(name, 1, 7) <> 'sqlite_'
        order by name`.execute(db)
      return rows.map((row) => row.name)
    },
    async listColumns(db, table) {
      const { rows } = await sql<{
        name: string
        notnull: number
        dflt_value: unknown
        pk: number
      }>`
        select name, "notnull", dflt_value, pk from pragma_table_info(${table})`.execute(db)
      return rows.map((row) => ({
        name: row.name,
        required: row.notnull === 1 && row.dflt_value === null,
      }))
    },
    forUpdate: (query) => query,
    isUniqueViolation(error, constraint) {
      if (!(error instanceof SQLite.SqliteError) || error.code !== 'SQLITE_CONSTRAINT_UNIQUE') {
        return false
      }
      const columns = constraint.columns.map((column) => `${constraint.table}.${column}`)
      return error.message.endsWith(`: ${columns.join(', ')}`)
    },
    isUnavailable: (error) => errorChain(error).some(isUnavailableError),
    async withBootstrapLock(_db, fn) {
      const key = path.resolve(filename)
      const previous = bootstraps.get(key) ?? Promise.resolve()
      const run = previous.then(fn)
      const settled = run.then(
        () => undefined,
        () => undefined,
      )
      bootstraps.set(key, settled)
      try {
        return await run
      } finally {
        if (bootstraps.get(key) === settled) bootstraps.delete(key)
      }
    },
  }
}
