import Fastify from 'fastify'

import { ConfigError, loadConfig, type Config } from '../config/config.js'
import { openDatabase } from '../db/database.js'
import { migrateToLatest } from '../db/migrations/migrate.js'
import type { OperationContext } from '../lib/context.js'

/**
 * Runs a command-line task against the installation the environment names (DATABASE_URL,
 * DATA_DIR, FOLIO_SECRET), as the server would see it: migrated, with no actor. The task
 * returns the exit code; the database is closed whatever happens.
 */
export function runCli(task: (ctx: OperationContext, config: Config) => Promise<number>) {
  const main = async () => {
    const config = loadConfig()
    const database = openDatabase(config.database)
    const logger = Fastify({ logger: { level: 'warn' } }).log
    try {
      // Not while a server of the same installation is starting up and migrating.
      await database.dialect.withBootstrapLock(database.db, () =>
        migrateToLatest(database.db, database.dialect),
      )
      return await task({ db: database.db, dialect: database.dialect, logger, actor: null }, config)
    } finally {
      await database.db.destroy()
    }
  }
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error)
      process.exit(1)
    },
  )
}
