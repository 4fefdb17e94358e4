import { type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * The settings audit log. Entries are only ever added; the list reads newest first, by area
 * or by person, so those are the indexes.
 */
export function audit(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text')
        .addColumn('area', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text')
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .execute()
      await db.schema
        .createIndex('audit_log_created_idx')
        .on('audit_log')
        .columns(['created_at', 'id'])
        .execute()
      await db.schema
        .createIndex('audit_log_area_idx')
        .on('audit_log')
        .columns(['area', 'created_at'])
        .execute()
      await db.schema
        .createIndex('audit_log_actor_idx')
        .on('audit_log')
        .columns(['actor_id', 'created_at'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').ifExists().execute()
    },
  }
}
