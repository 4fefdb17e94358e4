import { type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * Per-item SEO meta (deleted with its item) and the sitemap's manual entries, read ordered by
 * priority then URL. The site-wide SEO record lives in `settings` under the key `seo`.
 */
export function seo(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('seo_meta')
        .addColumn('item_id', 'text', (c) =>
          c.primaryKey().references('content_items.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('canonical_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('social_image_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('noindex', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute()

      await db.schema
        .createTable('sitemap_entries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('priority', 'real', (c) => c.notNull().defaultTo(0.5))
        .addColumn('change_frequency', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('sitemap_entries_url_unique', ['url'])
        .execute()
      await db.schema
        .createIndex('sitemap_entries_order_idx')
        .on('sitemap_entries')
        .columns(['priority desc', 'url'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sitemap_entries').ifExists().execute()
      await db.schema.dropTable('seo_meta').ifExists().execute()
    },
  }
}
