import type { Kysely, Selectable } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { CollabDocumentTable } from '../../db/tables-collab.js'

export type CollabDocumentRow = Selectable<CollabDocumentTable>

export async function findCollabDocument(
  db: Kysely<Database>,
  itemId: string,
): Promise<CollabDocumentRow | undefined> {
  return db
    .selectFrom('collab_documents')
    .selectAll()
    .where('item_id', '=', itemId)
    .executeTakeFirst()
}

/**
 * Writes an item's document, but only while the item exists: a document still open when its
 * item is deleted has nothing left to belong to (the row would break the foreign key).
 */
export async function upsertCollabDocument(
  db: Kysely<Database>,
  row: CollabDocumentRow,
): Promise<boolean> {
  const item = await db
    .selectFrom('content_items')
    .select('id')
    .where('id', '=', row.item_id)
    .executeTakeFirst()
  if (!item) return false
  await db
    .insertInto('collab_documents')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('item_id').doUpdateSet({
        item_version: row.item_version,
        state: row.state,
        updated_at: row.updated_at,
      }),
    )
    .execute()
  return true
}
