import { sql, type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

interface StoredField {
  id: string
  name: string
}

/**
 * Content editing: version history, and item data keyed by field id instead of field name, so
 * renaming a field keeps every stored value. Existing rows are re-keyed here.
 */
export function content(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_item_versions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('item_id', 'text', (c) =>
          c.notNull().references('content_items.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('restored_from', 'integer')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('data', sql.raw(dialect.jsonColumnType), (c) => c.notNull())
        .addColumn('published_at', 'text')
        .addColumn('scheduled_for', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addUniqueConstraint('content_item_versions_item_version_unique', ['item_id', 'version'])
        .execute()

      await db.schema
        .createIndex('content_items_scheduled_idx')
        .on('content_items')
        .columns(['status', 'scheduled_for'])
        .execute()
      await db.schema
        .createIndex('content_items_type_updated_idx')
        .on('content_items')
        .columns(['content_type_id', 'updated_at'])
        .execute()

      await rekeyItemData(db)
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_item_versions').ifExists().execute()
      await db.schema.dropIndex('content_items_scheduled_idx').ifExists().execute()
      await db.schema.dropIndex('content_items_type_updated_idx').ifExists().execute()
    },
  }
}

async function rekeyItemData(db: Kysely<unknown>) {
  const types = await sql<{ id: string; fields: string }>`
    select id, fields from content_types`.execute(db)
  for (const type of types.rows) {
    const fields = JSON.parse(type.fields) as StoredField[]
    const items = await sql<{ id: string; data: string; version: number; created_at: string }>`
      select id, data, version, created_at from content_items where content_type_id = ${type.id}`.execute(
      db,
    )
    for (const item of items.rows) {
      const byName = JSON.parse(item.data) as Record<string, unknown>
      const byId = Object.fromEntries(
        fields.filter((f) => f.name in byName).map((f) => [f.id, byName[f.name]]),
      )
      await sql`update content_items set data = ${JSON.stringify(byId)} where id = ${item.id}`.execute(
        db,
      )
    }
  }
}
