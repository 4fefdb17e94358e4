import type { Kysely, Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * Structured content. `components` are reusable groups of fields, shared by content types
 * (component and blocks fields point at them by id). `content_links` lists every item a
 * relation field points to, wherever the field sits (top level, inside a component or a
 * block), so deleting an item can find who points at it without reading every item's JSON;
 * it is rewritten with each save of the source item. Content types gain the field that is
 * the item's title and a preview URL of their own.
 */
export function structuredContent(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('components')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('content_links')
        .addColumn('source_id', 'text', (c) =>
          c.notNull().references('content_items.id').onDelete('cascade'),
        )
        // '' for the item's main data, else the translation's locale.
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('field_id', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        // 'restrict' or 'unlink': what deleting the target does, as the field says.
        .addColumn('on_delete', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('content_links_target')
        .on('content_links')
        .column('target_id')
        .execute()
      await db.schema
        .createIndex('content_links_source')
        .on('content_links')
        .columns(['source_id', 'locale'])
        .execute()
      await db.schema.alterTable('content_types').addColumn('title_field_id', 'text').execute()
      await db.schema
        .alterTable('content_types')
        .addColumn('preview_url', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('content_types').dropColumn('preview_url').execute()
      await db.schema.alterTable('content_types').dropColumn('title_field_id').execute()
      await db.schema.dropTable('content_links').ifExists().execute()
      await db.schema.dropTable('components').ifExists().execute()
    },
  }
}
