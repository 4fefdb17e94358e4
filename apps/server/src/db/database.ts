import { sql, type Kysely } from 'kysely'

import type { DatabaseConfig } from '../config/config.js'
import type { Dialect, ReadOptions } from './dialects/dialect.js'
import { postgresDialect } from './dialects/postgres.js'
import { sqliteDialect } from './dialects/sqlite.js'
import type { Database } from './tables.js'

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: Dialect
  /** Connections for reads that may run long (see Dialect.createReadKysely), when opened. */
  readDb?: Kysely<Database> | undefined
}

/**
 * Opens the database the config names: SQLite by default, PostgreSQL with DATABASE_URL; with
 * `reads`, also the connections for long reads. Close it with closeDatabase.
 */
export function openDatabase(config: DatabaseConfig, reads?: ReadOptions): DatabaseHandle {
  const dialect =
    config.dialect === 'postgres'
      ? postgresDialect(config.connectionString)
      : sqliteDialect(config.filename)
  return { db: dialect.createKysely(), dialect, readDb: reads && dialect.createReadKysely(reads) }
}

/** Closes every connection of the handle, the read workers' included. */
export async function closeDatabase(handle: DatabaseHandle): Promise<void> {
  await Promise.all([handle.readDb?.destroy(), handle.db.destroy()])
}

/** Resolves when the database answers a trivial query within `timeoutMs`, rejects otherwise. */
export async function pingDatabase(db: Kysely<Database>, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs)
  })
  try {
    await Promise.race([sql`select 1`.execute(db), timeout])
  } finally {
    clearTimeout(timer)
  }
}
