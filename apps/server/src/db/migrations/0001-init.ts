import { sql, type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

export function init(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('system_state')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('content_types')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('fields', sql.raw(dialect.jsonColumnType), (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('content_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('content_type_id', 'text', (c) =>
          c.notNull().references('content_types.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('data', sql.raw(dialect.jsonColumnType), (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text')
        .addColumn('scheduled_for', 'text')
        .addColumn('created_by', 'text')
        .addColumn('updated_by', 'text')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addUniqueConstraint('content_items_type_slug_unique', ['content_type_id', 'slug'])
        .execute()
      await db.schema
        .createIndex('content_items_status_updated_idx')
        .on('content_items')
        .columns(['status', 'updated_at'])
        .execute()

      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['contact_messages', 'content_items', 'content_types', 'system_state']) {
        await db.schema.dropTable(table).ifExists().execute()
      }
    },
  }
}
