import type { Kysely, Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * Plugins: what each was granted and whether it is enabled (an admin's choice, so it survives
 * restarts and reaches every instance), the failures of their handlers (Settings → Plugins
 * shows the last 24 hours), and when each plugin job last ran, so a job runs once across
 * instances: the instance that moves `next_run_at` forward runs it.
 */
export function plugins(_dialect: Dialect): Migration {
  const timestamp = 'text'
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('plugin_states')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('granted', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute()
      await db.schema
        .createTable('plugin_errors')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('plugin', 'text', (c) => c.notNull())
        .addColumn('hook', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('plugin_errors_plugin_created')
        .on('plugin_errors')
        .columns(['plugin', 'created_at'])
        .execute()
      await db.schema
        .createTable('plugin_job_runs')
        .addColumn('plugin', 'text', (c) => c.notNull())
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('next_run_at', timestamp, (c) => c.notNull())
        .addColumn('last_run_at', timestamp)
        .addPrimaryKeyConstraint('plugin_job_runs_pk', ['plugin', 'job'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('plugin_job_runs').ifExists().execute()
      await db.schema.dropTable('plugin_errors').ifExists().execute()
      await db.schema.dropTable('plugin_states').ifExists().execute()
    },
  }
}
