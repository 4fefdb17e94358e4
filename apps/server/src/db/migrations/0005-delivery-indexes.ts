import { sql, type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * Delivery reads at scale. Lists of one type (by status or not), newest first, walk one index
 * in order (ties broken by id, as the list query does). Item counts per type and status are kept in
 * `content_item_counts` by triggers, in the same transaction as the write, so totals of
 * unfiltered lists and the types' item counts cost one row read instead of counting a
 * million index entries.
 */
export function deliveryIndexes(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('content_items_type_status_updated_idx')
        .on('content_items')
        .columns(['content_type_id', 'status', 'updated_at', 'id'])
        .execute()
      // Without a status filter too, the order (and its tie-break by id) comes from an index.
      await db.schema.dropIndex('content_items_type_updated_idx').ifExists().execute()
      await db.schema
        .createIndex('content_items_type_updated_id_idx')
        .on('content_items')
        .columns(['content_type_id', 'updated_at', 'id'])
        .execute()

      await db.schema
        .createTable('content_item_counts')
        .addColumn('content_type_id', 'text', (c) =>
          c.notNull().references('content_types.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('item_count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('content_item_counts_pk', ['content_type_id', 'status'])
        .execute()

      for (const statement of dialect.name === 'postgres' ? postgresTriggers : sqliteTriggers) {
        await sql.raw(statement).execute(db)
      }
      await sql`
        insert into content_item_counts (content_type_id, status, item_count)
        select content_type_id, status, count(*) from content_items
        group by content_type_id, status`.execute(db)
    },
    async down(db: Kysely<unknown>) {
      const drops =
        dialect.name === 'postgres'
          ? [
              'drop trigger if exists content_item_counts_track on content_items',
              'drop trigger if exists content_item_counts_move on content_items',
              'drop function if exists content_item_counts_track()',
            ]
          : [
              'drop trigger if exists content_item_counts_insert',
              'drop trigger if exists content_item_counts_delete',
              'drop trigger if exists content_item_counts_update',
            ]
      for (const statement of drops) await sql.raw(statement).execute(db)
      await db.schema.dropTable('content_item_counts').ifExists().execute()
      await db.schema.dropIndex('content_items_type_status_updated_idx').ifExists().execute()
      await db.schema.dropIndex('content_items_type_updated_id_idx').ifExists().execute()
      await db.schema
        .createIndex('content_items_type_updated_idx')
        .on('content_items')
        .columns(['content_type_id', 'updated_at'])
        .execute()
    },
  }
}

const increment = (row: 'new' | 'old') => `
  insert into content_item_counts (content_type_id, status, item_count)
  values (${row}.content_type_id, ${row}.status, 1)
  on conflict (content_type_id, status)
  do update set item_count = content_item_counts.item_count + 1`

// A decrement never inserts: when a type is deleted its count rows may already be gone.
const decrement = (row: 'new' | 'old') => `
  update content_item_counts set item_count = item_count - 1
  where content_type_id = ${row}.content_type_id and status = ${row}.status`

const sqliteTriggers = [
  `create trigger content_item_counts_insert after insert on content_items
   begin ${increment('new')}; end`,
  `create trigger content_item_counts_delete after delete on content_items
   begin ${decrement('old')}; end`,
  `create trigger content_item_counts_update after update of content_type_id, status
   on content_items
   when old.content_type_id <> new.content_type_id or old.status <> new.status
   begin ${decrement('old')}; ${increment('new')}; end`,
]

// Two writers moving items in opposite directions (draft to published and back) would lock the
// two count rows in opposite orders and deadlock; rows are therefore always touched in order.
const postgresTriggers = [
  `create function content_item_counts_track() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       ${increment('new')};
     elsif tg_op = 'DELETE' then
       ${decrement('old')};
     elsif (old.content_type_id, old.status) < (new.content_type_id, new.status) then
       ${decrement('old')};
       ${increment('new')};
     else
       ${increment('new')};
       ${decrement('old')};
     end if;
     return null;
   end $$`,
  `create trigger content_item_counts_track after insert or delete on content_items
   for each row execute function content_item_counts_track()`,
  `create trigger content_item_counts_move after update of content_type_id, status
   on content_items for each row
   when (old.content_type_id <> new.content_type_id or old.status <> new.status)
   execute function content_item_counts_track()`,
]
