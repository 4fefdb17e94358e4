import { mkdirSync } from 'node:fs'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'

import type { Database } from '../tables.js'
import type { Dialect } from './dialect.js'

/** How long a writer waits for another connection's lock before failing, in milliseconds. */
const BUSY_TIMEOUT_MS = 5000

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
