import type { ContentStatus, ContentType, ContentTypeField } from '@folio/schema'
import { sql, type Kysely, type Selectable } from 'kysely'

import { containsPattern, lowerLike } from '../../db/like.js'
import type { ContentTypeTable, Database } from '../../db/tables.js'

export interface NewContentType {
  id: string
  name: string
  slug: string
  description: string
  fields: ContentTypeField[]
  /** The id of the text field that is the item's title; absent or null for none. */
  titleFieldId?: string | null
  /** The type's own preview URL pattern; absent or '' uses the installation's. */
  previewUrl?: string
  createdAt: string
}

export interface ContentTypeChanges {
  name: string
  slug: string
  description: string
  fields: ContentTypeField[]
  /** Left as they are when absent. */
  titleFieldId?: string | null
  previewUrl?: string
  updatedAt: string
}

export async function insertContentType(db: Kysely<Database>, type: NewContentType) {
  await db
    .insertInto('content_types')
    .values({
      id: type.id,
      name: type.name,
      slug: type.slug,
      description: type.description,
      fields: JSON.stringify(type.fields),
      title_field_id: type.titleFieldId ?? null,
      preview_url: type.previewUrl ?? '',
      created_at: type.createdAt,
      updated_at: type.createdAt,
    })
    .execute()
}

export async function updateContentType(
  db: Kysely<Database>,
  id: string,
  changes: ContentTypeChanges,
) {
  await db
    .updateTable('content_types')
    .set({
      name: changes.name,
      slug: changes.slug,
      description: changes.description,
      fields: JSON.stringify(changes.fields),
      ...(changes.titleFieldId !== undefined && { title_field_id: changes.titleFieldId }),
      ...(changes.previewUrl !== undefined && { preview_url: changes.previewUrl }),
      updated_at: changes.updatedAt,
    })
    .where('id', '=', id)
    .execute()
}

/** Deletes the type; its items and their versions go with it (foreign keys cascade). */
export async function deleteContentType(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('content_types').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

// Every delivery request looks its type up: the count comes from the totals the database
// keeps per type and status (migration 0005), not from counting the items each time.
// `status` counts only items in that status (what a read-only API key can see).
function withItemCount(db: Kysely<Database>, status?: ContentStatus) {
  return db
    .selectFrom('content_types')
    .selectAll('content_types')
    .select((eb) =>
      eb
        .selectFrom('content_item_counts')
        .select((inner) =>
          inner.fn.sum<number | string | bigint>('content_item_counts.item_count').as('n'),
        )
        .whereRef('content_item_counts.content_type_id', '=', 'content_types.id')
        .$if(status !== undefined, (counts) =>
          counts.where('content_item_counts.status', '=', status!),
        )
        .as('item_count'),
    )
}

/** Counting only items in `countStatus` when given. */
interface CountOptions {
  countStatus?: ContentStatus
}

/** All types by name; `q` matches name or slug, case-insensitively. */
export async function listContentTypes(
  db: Kysely<Database>,
  q?: string,
  { countStatus }: CountOptions = {},
): Promise<ContentType[]> {
  let query = withItemCount(db, countStatus)
    .orderBy('content_types.name')
    .orderBy('content_types.id')
  if (q) {
    const pattern = containsPattern(q)
    query = query.where((eb) =>
      eb.or([
        lowerLike(eb.ref('content_types.name'), pattern),
        lowerLike(eb.ref('content_types.slug'), pattern),
      ]),
    )
  }
  const rows = await query.execute()
  return rows.map(toContentType)
}

/** A type by id or by slug (the API accepts either). */
export async function findContentType(
  db: Kysely<Database>,
  idOrSlug: string,
  { countStatus }: CountOptions = {},
): Promise<ContentType | undefined> {
  const row = await withItemCount(db, countStatus)
    .where((eb) =>
      eb.or([eb('content_types.id', '=', idOrSlug), eb('content_types.slug', '=', idOrSlug)]),
    )
    // An id match wins over a slug that happens to equal another type's id.
    .orderBy(sql`case when content_types.id = ${idOrSlug} then 0 else 1 end`)
    .executeTakeFirst()
  return row && toContentType(row)
}

/**
 * A type without its item count: what reading or writing its items needs. The count is one
 * more lookup that delivery never shows.
 */
export type ContentTypeDefinition = Omit<ContentType, 'itemCount'>

/** A type by id or by slug, without its item count (see ContentTypeDefinition). */
export async function findContentTypeDefinition(
  db: Kysely<Database>,
  idOrSlug: string,
): Promise<ContentTypeDefinition | undefined> {
  // One lookup per unique index, the id's first: an OR across the two columns made SQLite read
  // the whole table and sort it, on every write to a type's items.
  const row = await db
    .selectFrom('content_types')
    .selectAll()
    .select(sql<number>`0`.as('rank'))
    .where('id', '=', idOrSlug)
    .unionAll((eb) =>
      eb
        .selectFrom('content_types')
        .selectAll()
        .select(sql<number>`1`.as('rank'))
        .where('slug', '=', idOrSlug),
    )
    .orderBy('rank')
    .limit(1)
    .executeTakeFirst()
  return row && toDefinition(row)
}

/** Every type, without item counts: what an instance keeps in memory for delivery. */
export async function listContentTypeDefinitions(
  db: Kysely<Database>,
): Promise<ContentTypeDefinition[]> {
  const rows = await db.selectFrom('content_types').selectAll().execute()
  return rows.map(toDefinition)
}

/** Types by id without item counts, for expanding references. */
export async function findContentTypeDefinitionsByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<ContentTypeDefinition[]> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('content_types')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute()
  return rows.map(toDefinition)
}

/** Types by id, for callers that resolve many at once (reference checks, lists). */
export async function findContentTypesByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<ContentType[]> {
  if (ids.length === 0) return []
  const rows = await withItemCount(db)
    .where('content_types.id', 'in', [...ids])
    .execute()
  return rows.map(toContentType)
}

export async function contentTypeSlugTaken(
  db: Kysely<Database>,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db.selectFrom('content_types').select('id').where('slug', '=', slug)
  if (exceptId) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

function toDefinition(row: Selectable<ContentTypeTable>): ContentTypeDefinition {
  const fields = JSON.parse(row.fields) as ContentTypeField[]
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    fields,
    titleField: fields.find((field) => field.id === row.title_field_id)?.name ?? null,
    previewUrl: row.preview_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

function toContentType(
  row: Selectable<ContentTypeTable> & { item_count: number | string | bigint | null },
): ContentType {
  return { ...toDefinition(row), itemCount: Number(row.item_count ?? 0) }
}

/** Every content type's id. */
export async function listContentTypeIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('content_types').select('id').execute()
  return rows.map((row) => row.id)
}

/**
 * Before a type's items go: drops the relation links its own items hold (they go with them)
 * and lists its items that items of other types still point at. The links table belongs to
 * the items; these two statements stay here so a type's delete needs no list of its items.
 */
export async function itemsOfTypeLinkedFromOthers(
  db: Kysely<Database>,
  typeId: string,
): Promise<string[]> {
  const itemsOfType = db
    .selectFrom('content_items')
    .select('content_items.id')
    .where('content_items.content_type_id', '=', typeId)
  await db.deleteFrom('content_links').where('source_id', 'in', itemsOfType).execute()
  const rows = await db
    .selectFrom('content_links')
    .select('target_id')
    .distinct()
    .where('target_id', 'in', itemsOfType)
    .execute()
  return rows.map((row) => row.target_id)
}
