import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { ItemLink } from './item-links.js'

/**
 * Replaces the links of one side of an item (`locale` '' for its main data, else a
 * translation's) with `links`: what its relation fields point at as of this save.
 */
export async function replaceItemLinks(
  db: Kysely<Database>,
  sourceId: string,
  locale: string,
  links: readonly ItemLink[],
): Promise<void> {
  await db
    .deleteFrom('content_links')
    .where('source_id', '=', sourceId)
    .where('locale', '=', locale)
    .execute()
  if (links.length === 0) return
  await db
    .insertInto('content_links')
    .values(
      links.map((link) => ({
        source_id: sourceId,
        locale,
        field_id: link.fieldId,
        target_id: link.targetId,
        on_delete: link.onDelete,
      })),
    )
    .execute()
}

/** Links of every translation in `locale` (the language is going away). */
export async function deleteLocaleLinks(db: Kysely<Database>, locale: string): Promise<void> {
  await db.deleteFrom('content_links').where('locale', '=', locale).execute()
}

/**
 * Items (other than the targets themselves) whose relations point at any of `targetIds`, one
 * row per item, language and delete action, with the item's title for messages.
 */
export async function findLinksTo(db: Kysely<Database>, targetIds: readonly string[]) {
  if (targetIds.length === 0) return []
  return db
    .selectFrom('content_links')
    .innerJoin('content_items', 'content_items.id', 'content_links.source_id')
    .select([
      'content_links.source_id as sourceId',
      'content_links.locale as locale',
      'content_links.on_delete as onDelete',
      'content_items.title as title',
      'content_items.content_type_id as contentTypeId',
    ])
    .distinct()
    .where('content_links.target_id', 'in', [...targetIds])
    .where('content_links.source_id', 'not in', [...targetIds])
    .orderBy('content_items.title')
    .orderBy('content_links.source_id')
    .execute()
}
