import type { Kysely } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import type { Database } from '../../db/tables.js'

export interface ItemSummaryRow {
  id: string
  title: string
  slug: string
  status: string
  content_type_id: string
  content_type_name: string | null
  updated_at: string
}

function itemSummaries(db: Kysely<Database>) {
  return db
    .selectFrom('content_items')
    .leftJoin('content_types', 'content_types.id', 'content_items.content_type_id')
    .select([
      'content_items.id',
      'content_items.title',
      'content_items.slug',
      'content_items.status',
      'content_items.content_type_id',
      'content_items.updated_at',
      'content_types.name as content_type_name',
    ])
}

/** A content item as workflow rows show it. */
export async function findItemSummary(
  db: Kysely<Database>,
  itemId: string,
): Promise<ItemSummaryRow | undefined> {
  return itemSummaries(db).where('content_items.id', '=', itemId).executeTakeFirst()
}

/**
 * Locks the item's row until the transaction ends (where the database has row locks), so two
 * transitions of one item, or a transition and a content save, queue up instead of racing.
 */
export async function lockItem(
  db: Kysely<Database>,
  dialect: Dialect,
  itemId: string,
): Promise<boolean> {
  const row = await dialect
    .forUpdate(db.selectFrom('content_items').select('id').where('id', '=', itemId))
    .executeTakeFirst()
  return row !== undefined
}

/** When an item is due to go live, if it is scheduled. */
export async function findItemSchedule(
  db: Kysely<Database>,
  itemId: string,
): Promise<{ status: string; scheduled_for: string | null } | undefined> {
  return db
    .selectFrom('content_items')
    .select(['status', 'scheduled_for'])
    .where('id', '=', itemId)
    .executeTakeFirst()
}
