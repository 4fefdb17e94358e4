import { mkdirSync } from 'node:fs'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql, type SqlBool } from 'kysely'

import type { Database } from '../tables.js'
import type { Dialect } from './dialect.js'

/** How long a writer waits for another connection's lock before failing, in milliseconds. */
const BUSY_TIMEOUT_MS = 5000

/** A JSON path to a top-level key, quoted so ids with hyphens or dots stay one key. */
function jsonPath(key: string): string {
  return `$."${key.replace(/"/g, '')}"`
}

export function sqliteDialect(filename: string): Dialect {
  return {
    name: 'sqlite',
    jsonColumnType: 'text',
    createKysely() {
      mkdirSync(path.dirname(filename), { recursive: true })
      const database = new SQLite(filename)
      // WAL lets readers proceed while one writer commits; the busy timeout makes a second
      // process (a CLI, a backup) wait for the lock instead of failing at once.
      database.pragma('journal_mode = WAL')
      database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
      database.pragma('foreign_keys = ON')
      database.pragma('synchronous = NORMAL')
      return new Kysely<Database>({ dialect: new SqliteDialect({ database }) })
    },
    migrationSchema: () => Promise.resolve(undefined),
    jsonText: (column, key) => sql<string | null>`json_extract(${sql.ref(column)}, ${`$.${key}`})`,
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
    forUpdate: (query) => query,
    isUniqueViolation(error, constraint) {
      if (!(error instanceof SQLite.SqliteError) || error.code !== 'SQLITE_CONSTRAINT_UNIQUE') {
        return false
      }
      const columns = constraint.columns.map((column) => `${constraint.table}.${column}`)
      return error.message.endsWith(`: ${columns.join(', ')}`)
    },
  }
}
