import { randomUUID } from 'node:crypto'

import { sql, type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * Languages and content translations. Every existing item is written in English, which starts
 * as the only (and default) language. A translation holds an item's translatable fields in one
 * more language, with its own status and history; deleting the item or the language deletes it.
 */
export function localization(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('languages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('languages_code_unique', ['code'])
        .execute()
      // The safety net under the one-default rule: a second default cannot be written at all.
      await db.schema
        .createIndex('languages_one_default')
        .on('languages')
        .column('is_default')
        .unique()
        .where(sql.ref('is_default'), '=', 1)
        .execute()
      const now = new Date().toISOString()
      await sql`insert into languages (id, code, name, is_default, created_at, updated_at)
        values (${randomUUID()}, 'en', 'English', 1, ${now}, ${now})`.execute(db)

      await db.schema
        .alterTable('content_items')
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
        .execute()

      await db.schema
        .createTable('content_item_translations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('item_id', 'text', (c) =>
          c.notNull().references('content_items.id').onDelete('cascade'),
        )
        .addColumn('locale', 'text', (c) =>
          c.notNull().references('languages.code').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('data', sql.raw(dialect.jsonColumnType), (c) => c.notNull())
        .addColumn('source', sql.raw(dialect.jsonColumnType), (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text')
        .addColumn('scheduled_for', 'text')
        .addColumn('created_by', 'text')
        .addColumn('updated_by', 'text')
        .addUniqueConstraint('content_item_translations_item_locale_unique', ['item_id', 'locale'])
        .execute()
      // Delivery asks "which items have a (published) translation in L"; deleting a language
      // counts and removes its translations; the scheduler looks for due ones.
      await db.schema
        .createIndex('content_item_translations_locale_idx')
        .on('content_item_translations')
        .columns(['locale', 'status'])
        .execute()
      await db.schema
        .createIndex('content_item_translations_scheduled_idx')
        .on('content_item_translations')
        .columns(['status', 'scheduled_for'])
        .execute()

      await db.schema
        .createTable('content_translation_versions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('translation_id', 'text', (c) =>
          c.notNull().references('content_item_translations.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('restored_from', 'integer')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('data', sql.raw(dialect.jsonColumnType), (c) => c.notNull())
        .addColumn('published_at', 'text')
        .addColumn('scheduled_for', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addUniqueConstraint('content_translation_versions_unique', ['translation_id', 'version'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_translation_versions').ifExists().execute()
      await db.schema.dropTable('content_item_translations').ifExists().execute()
      await db.schema.alterTable('content_items').dropColumn('locale').execute()
      await db.schema.dropTable('languages').ifExists().execute()
    },
  }
}
