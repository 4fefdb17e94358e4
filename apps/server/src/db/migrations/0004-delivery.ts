import { sql, type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * The delivery API: installation settings (a JSON value per key), API keys stored only as
 * hashes, and webhooks with a persisted delivery queue so a restart loses no event.
 */
export function delivery(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', sql.raw(dialect.jsonColumnType), (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute()

      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('last_used_at', 'text')
        .execute()

      await db.schema
        .createTable('webhooks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('events', sql.raw(dialect.jsonColumnType), (c) => c.notNull())
        .addColumn('secret_sealed', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('webhook_id', 'text', (c) =>
          c.notNull().references('webhooks.id').onDelete('cascade'),
        )
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('payload', sql.raw(dialect.jsonColumnType), (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text')
        .addColumn('locked_until', 'text')
        .addColumn('response_status', 'integer')
        .addColumn('duration_ms', 'integer')
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_attempt_at', 'text')
        .execute()
      await db.schema
        .createIndex('webhook_deliveries_due_idx')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute()
      await db.schema
        .createIndex('webhook_deliveries_webhook_idx')
        .on('webhook_deliveries')
        .columns(['webhook_id', 'created_at'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('webhook_deliveries').ifExists().execute()
      await db.schema.dropTable('webhooks').ifExists().execute()
      await db.schema.dropTable('api_keys').ifExists().execute()
      await db.schema.dropTable('settings').ifExists().execute()
    },
  }
}
