import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'
import type { Database } from '../tables.js'
import { init } from './0001-init.js'
import { auth } from './0002-auth.js'
import { content } from './0003-content.js'

/**
 * Migrations live in code, keyed by a sortable name. Append new ones; never edit one that
 * has shipped. Each receives the dialect for the few column types that differ.
 */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-init': init(dialect),
    '0002-auth': auth(dialect),
    '0003-content': content(dialect),
  }
}

/**
 * Brings the schema up to date. Kysely's migrator takes a lock (an advisory lock on
 * PostgreSQL), so several instances starting together apply each migration once.
 */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: () => Promise.resolve(migrationsFor(dialect)),
  }
  const migrationTableSchema = await dialect.migrationSchema(db)
  const migrator = new Migrator({
    db,
    provider,
    ...(migrationTableSchema && { migrationTableSchema }),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error })
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
