import { type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * Advanced analytics: delivery reads per content item and UTC day, written in batches by the
 * item read counter. Counts go with their item when it is deleted.
 */
export function analytics(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_item_daily_reads')
        .addColumn('item_id', 'text', (c) =>
          c.notNull().references('content_items.id').onDelete('cascade'),
        )
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('content_item_daily_reads_pkey', ['item_id', 'day'])
        .execute()
      // The analytics page reads a range of days across all items: the primary key starts
      // with the item, so it cannot serve that.
      await db.schema
        .createIndex('content_item_daily_reads_day_idx')
        .on('content_item_daily_reads')
        .column('day')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_item_daily_reads').ifExists().execute()
    },
  }
}
