import type { ContentSortField, ContentStatus } from '@folio/schema'
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import { containsPattern, escapeLike, lowerLike } from '../../db/like.js'
import type { ContentItemTable, Database } from '../../db/tables.js'

export type ContentItemRow = Selectable<ContentItemTable>

export interface NewContentItem {
  id: string
  contentTypeId: string
  title: string
  slug: string
  status: ContentStatus
  /** Keyed by field id (see item-data.ts). */
  data: Record<string, unknown>
  createdAt: string
  publishedAt: string | null
  scheduledFor?: string | null
  createdBy: string | null
  /** The language it is written in; the default language when left out. */
  locale?: string
}

/** Inserts an item at version 1 and returns the stored row. */
export async function insertContentItem(
  db: Kysely<Database>,
  item: NewContentItem,
): Promise<ContentItemRow> {
  return db
    .insertInto('content_items')
    .values({
      id: item.id,
      content_type_id: item.contentTypeId,
      title: item.title,
      slug: item.slug,
      status: item.status,
      data: JSON.stringify(item.data),
      created_at: item.createdAt,
      updated_at: item.createdAt,
      published_at: item.publishedAt,
      scheduled_for: item.scheduledFor ?? null,
      created_by: item.createdBy,
      updated_by: item.createdBy,
      locale:
        item.locale ??
        sql<string>`coalesce((select code from languages where is_default = 1), 'en')`,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export interface ContentItemChanges {
  title: string
  slug: string
  status: ContentStatus
  data: Record<string, unknown>
  publishedAt: string | null
  scheduledFor: string | null
  updatedAt: string
  updatedBy: string | null
}

/**
 * Saves a new version of an item, but only if it is still at `expectedVersion`: of two saves
 * that started from the same version, the second finds nothing to update and gets undefined.
 */
export async function updateContentItemAtVersion(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number,
  changes: ContentItemChanges,
): Promise<ContentItemRow | undefined> {
  return db
    .updateTable('content_items')
    .set({
      title: changes.title,
      slug: changes.slug,
      status: changes.status,
      data: JSON.stringify(changes.data),
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

export async function deleteContentItem(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('content_items').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/**
 * The id and the slug are looked up one after the other, each by its own index (the primary
 * key, then the type's unique slug). One query matching either would leave the choice of
 * index to the planner, which, with a type's statistics taken while it was small, may pick a
 * data field's index and scan the whole type. An id match wins over a slug that happens to
 * equal another item's id.
 */
async function itemOfType(
  db: Kysely<Database>,
  contentTypeId: string,
  idOrSlug: string,
  lock: <O>(
    query: SelectQueryBuilder<Database, 'content_items', O>,
  ) => SelectQueryBuilder<Database, 'content_items', O>,
): Promise<ContentItemRow | undefined> {
  // By id alone: with the type in the query too, a planner short of statistics may prefer an
  // index on the type and filter its rows by id.
  const byId = await lock(
    db.selectFrom('content_items').selectAll().where('id', '=', idOrSlug),
  ).executeTakeFirst()
  if (byId?.content_type_id === contentTypeId) return byId
  return lock(
    db
      .selectFrom('content_items')
      .selectAll()
      .where('content_type_id', '=', contentTypeId)
      .where('slug', '=', idOrSlug),
  ).executeTakeFirst()
}

/** An item of a type by id or by slug (the API accepts either). */
export async function findContentItem(
  db: Kysely<Database>,
  contentTypeId: string,
  idOrSlug: string,
): Promise<ContentItemRow | undefined> {
  return itemOfType(db, contentTypeId, idOrSlug, (query) => query)
}

/** Like findContentItem, and locks the row until the transaction ends, so edits queue up. */
export async function findContentItemForUpdate(
  db: Kysely<Database>,
  dialect: Dialect,
  contentTypeId: string,
  idOrSlug: string,
): Promise<ContentItemRow | undefined> {
  return itemOfType(db, contentTypeId, idOrSlug, (query) => dialect.forUpdate(query))
}

/** Whether another item of the type already uses the slug. */
export async function itemSlugTaken(
  db: Kysely<Database>,
  contentTypeId: string,
  slug: string,
  exceptItemId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('content_items')
    .select('id')
    .where('content_type_id', '=', contentTypeId)
    .where('slug', '=', slug)
  if (exceptItemId) query = query.where('id', '!=', exceptItemId)
  return (await query.executeTakeFirst()) !== undefined
}

/** Slugs of the type that are `base` or `base-<anything>`, for picking a free `-N` suffix. */
export async function slugsLike(
  db: Kysely<Database>,
  contentTypeId: string,
  base: string,
  exceptItemId?: string,
): Promise<string[]> {
  let query = db
    .selectFrom('content_items')
    .select('slug')
    .where('content_type_id', '=', contentTypeId)
    .where((eb) =>
      eb.or([
        eb('slug', '=', base),
        eb('slug', 'like', sql<string>`${`${escapeLike(base)}-%`} escape '\\'`),
      ]),
    )
  if (exceptItemId) query = query.where('id', '!=', exceptItemId)
  return (await query.execute()).map((row) => row.slug)
}

/** Items with these ids, with their type, for checking reference fields in one query. */
export async function findItemTypes(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('content_items')
    .select(['id', 'content_type_id'])
    .where('id', 'in', [...ids])
    .execute()
}

/** Which of these ids are files of the media library, for checking media fields in one query. */
export async function findExistingMediaIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('id', 'in', [...ids])
    .execute()
  return rows.map((row) => row.id)
}

export interface ContentItemFilter {
  contentTypeId?: string | undefined
  /** Only these types (the ones the reader's role may see); undefined: every type. */
  contentTypeIds?: readonly string[] | undefined
  /** Case-insensitive substring of the title. */
  q?: string | undefined
  status?: ContentStatus | undefined
  /** A user id: items they created or last updated. */
  author?: string | undefined
  /** ISO bounds, inclusive. */
  createdFrom?: string | undefined
  createdTo?: string | undefined
  updatedFrom?: string | undefined
  updatedTo?: string | undefined
}

/** The admin list's filters as a where clause (the delivery query builds on it). */
export function matching(filter: ContentItemFilter) {
  return (eb: ExpressionBuilder<Database, 'content_items'>) => {
    const conditions: Expression<SqlBool>[] = []
    if (filter.contentTypeId) conditions.push(eb('content_type_id', '=', filter.contentTypeId))
    if (filter.contentTypeIds) {
      conditions.push(
        filter.contentTypeIds.length > 0
          ? eb('content_type_id', 'in', [...filter.contentTypeIds])
          : eb.lit(false),
      )
    }
    if (filter.q) {
      conditions.push(lowerLike(eb.ref('content_items.title'), containsPattern(filter.q)))
    }
    if (filter.status) conditions.push(eb('status', '=', filter.status))
    if (filter.author) {
      conditions.push(
        eb.or([eb('created_by', '=', filter.author), eb('updated_by', '=', filter.author)]),
      )
    }
    if (filter.createdFrom) conditions.push(eb('created_at', '>=', filter.createdFrom))
    if (filter.createdTo) conditions.push(eb('created_at', '<=', filter.createdTo))
    if (filter.updatedFrom) conditions.push(eb('updated_at', '>=', filter.updatedFrom))
    if (filter.updatedTo) conditions.push(eb('updated_at', '<=', filter.updatedTo))
    return eb.and(conditions)
  }
}

export interface ContentItemPage {
  sort: ContentSortField
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

/** One page of matching items; ties are broken by id, so pages never overlap. */
export async function listContentItems(
  db: Kysely<Database>,
  filter: ContentItemFilter,
  page: ContentItemPage,
): Promise<ContentItemRow[]> {
  let query = db.selectFrom('content_items').selectAll().where(matching(filter))
  switch (page.sort) {
    case 'title':
      query = query.orderBy(sql`lower(content_items.title)`, page.order)
      break
    case 'publishedAt':
      // Never-published items go last either way (the dialects disagree on where nulls sort).
      query = query
        .orderBy(sql`case when published_at is null then 1 else 0 end`)
        .orderBy('published_at', page.order)
      break
    case 'createdAt':
      query = query.orderBy('created_at', page.order)
      break
    case 'updatedAt':
      query = query.orderBy('updated_at', page.order)
      break
  }
  return query.orderBy('id', page.order).limit(page.limit).offset(page.offset).execute()
}

export async function countContentItems(
  db: Kysely<Database>,
  filter: ContentItemFilter,
): Promise<number> {
  const row = await db
    .selectFrom('content_items')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where(matching(filter))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Items with their parsed data, for callers that read whole types (seed checks, exports). */
export async function listContentItemsByType(db: Kysely<Database>, contentTypeId: string) {
  const rows = await db
    .selectFrom('content_items')
    .selectAll()
    .where('content_type_id', '=', contentTypeId)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }))
}
