import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { SeoMetaTable, SitemapEntryTable } from '../../db/tables-seo.js'

export async function findSeoMeta(
  db: Kysely<Database>,
  itemId: string,
): Promise<SeoMetaTable | undefined> {
  return db.selectFrom('seo_meta').selectAll().where('item_id', '=', itemId).executeTakeFirst()
}

export async function saveSeoMeta(db: Kysely<Database>, row: SeoMetaTable): Promise<void> {
  const { item_id: _id, ...values } = row
  await db
    .insertInto('seo_meta')
    .values(row)
    .onConflict((oc) => oc.column('item_id').doUpdateSet(values))
    .execute()
}

/** The manual entries, as the sitemap lists them: priority first, then URL. */
export async function listSitemapEntries(db: Kysely<Database>): Promise<SitemapEntryTable[]> {
  return db
    .selectFrom('sitemap_entries')
    .selectAll()
    .orderBy('priority', 'desc')
    .orderBy('url', 'asc')
    .execute()
}

export async function findSitemapEntry(db: Kysely<Database>, id: string) {
  return db.selectFrom('sitemap_entries').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertSitemapEntry(db: Kysely<Database>, row: SitemapEntryTable) {
  await db.insertInto('sitemap_entries').values(row).execute()
}

export async function updateSitemapEntry(
  db: Kysely<Database>,
  id: string,
  changes: Pick<SitemapEntryTable, 'url' | 'priority' | 'change_frequency' | 'updated_at'>,
) {
  await db.updateTable('sitemap_entries').set(changes).where('id', '=', id).execute()
}

export async function deleteSitemapEntry(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sitemap_entries').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export interface SitemapItemRow {
  id: string
  slug: string
  content_type_id: string
  type_slug: string
  updated_at: string
  canonical_url: string | null
}

/** Published items of these types that do not ask to stay out of search engines. */
export async function listSitemapItems(
  db: Kysely<Database>,
  typeIds: readonly string[],
  limit: number,
): Promise<SitemapItemRow[]> {
  if (typeIds.length === 0) return []
  return db
    .selectFrom('content_items')
    .innerJoin('content_types', 'content_types.id', 'content_items.content_type_id')
    .leftJoin('seo_meta', 'seo_meta.item_id', 'content_items.id')
    .select([
      'content_items.id',
      'content_items.slug',
      'content_items.content_type_id',
      'content_types.slug as type_slug',
      'content_items.updated_at',
      'seo_meta.canonical_url',
    ])
    .where('content_items.status', '=', 'published')
    .where('content_items.content_type_id', 'in', [...typeIds])
    .where((eb) => eb.or([eb('seo_meta.noindex', 'is', null), eb('seo_meta.noindex', '=', 0)]))
    .orderBy('content_items.updated_at', 'desc')
    .limit(limit)
    .execute()
}
