import type { Kysely, Selectable } from 'kysely'

import type { Dialect } from '../../../db/dialects/dialect.js'
import type { Database } from '../../../db/tables.js'
import type {
  ContentItemTranslationTable,
  ContentTranslationVersionTable,
} from '../../../db/tables-localization.js'

export type TranslationRow = Selectable<ContentItemTranslationTable>
export type TranslationVersionRow = ContentTranslationVersionTable

function translationOf(db: Kysely<Database>, itemId: string, locale: string) {
  return db
    .selectFrom('content_item_translations')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('locale', '=', locale)
}

export async function findTranslation(db: Kysely<Database>, itemId: string, locale: string) {
  return translationOf(db, itemId, locale).executeTakeFirst()
}

/** Like findTranslation, and locks the row until the transaction ends, so edits queue up. */
export async function findTranslationForUpdate(
  db: Kysely<Database>,
  dialect: Dialect,
  itemId: string,
  locale: string,
) {
  return dialect.forUpdate(translationOf(db, itemId, locale)).executeTakeFirst()
}

/** The translations of these items, in one query (lists show every item's languages). */
export async function listTranslationsOfItems(
  db: Kysely<Database>,
  itemIds: readonly string[],
): Promise<TranslationRow[]> {
  if (itemIds.length === 0) return []
  return db
    .selectFrom('content_item_translations')
    .selectAll()
    .where('item_id', 'in', [...itemIds])
    .orderBy('locale')
    .execute()
}

/** Whether any item of the type has a translation, in any language or state. */
export async function anyTranslationOfType(
  db: Kysely<Database>,
  contentTypeId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('content_item_translations as t')
    .innerJoin('content_items as i', 'i.id', 't.item_id')
    .select('t.id')
    .where('i.content_type_id', '=', contentTypeId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertTranslation(
  db: Kysely<Database>,
  row: Omit<TranslationRow, 'version'>,
): Promise<TranslationRow> {
  return db
    .insertInto('content_item_translations')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export interface TranslationChanges {
  title: string
  status: string
  data: string
  source: string
  publishedAt: string | null
  scheduledFor: string | null
  updatedAt: string
  updatedBy: string | null
}

/** Saves the next version, only if the row is still at `expectedVersion` (else undefined). */
export async function updateTranslationAtVersion(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number,
  changes: TranslationChanges,
): Promise<TranslationRow | undefined> {
  return db
    .updateTable('content_item_translations')
    .set({
      title: changes.title,
      status: changes.status,
      data: changes.data,
      source: changes.source,
      published_at: changes.publishedAt,
      scheduled_for: changes.scheduledFor,
      updated_at: changes.updatedAt,
      updated_by: changes.updatedBy,
      version: expectedVersion + 1,
    })
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .returningAll()
    .executeTakeFirst()
}

export async function deleteTranslationRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('content_item_translations').where('id', '=', id).execute()
}

export async function insertTranslationVersions(
  db: Kysely<Database>,
  versions: readonly TranslationVersionRow[],
): Promise<void> {
  if (versions.length === 0) return
  await db
    .insertInto('content_translation_versions')
    .values([...versions])
    .execute()
}

/** A translation's snapshots, newest first. */
export async function listTranslationVersionRows(db: Kysely<Database>, translationId: string) {
  return db
    .selectFrom('content_translation_versions')
    .selectAll()
    .where('translation_id', '=', translationId)
    .orderBy('version', 'desc')
    .execute()
}

export async function findTranslationVersion(
  db: Kysely<Database>,
  translationId: string,
  version: number,
) {
  return db
    .selectFrom('content_translation_versions')
    .selectAll()
    .where('translation_id', '=', translationId)
    .where('version', '=', version)
    .executeTakeFirst()
}
