import type { MediaType } from '@folio/schema'
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely'

import { containsPattern, escapeLike, lowerLike } from '../../db/like.js'
import type { Database, MediaTable } from '../../db/tables.js'

export type MediaRow = Selectable<MediaTable>

export interface NewMedia {
  id: string
  folderId: string | null
  name: string
  type: MediaType
  mimeType: string
  size: number
  width: number | null
  height: number | null
  storageKey: string
  createdAt: string
  createdBy: string | null
}

/** The row a new file becomes (its alt text empty until someone writes one). */
export function newMediaRow(media: NewMedia): MediaRow {
  return {
    id: media.id,
    folder_id: media.folderId,
    name: media.name,
    type: media.type,
    mime_type: media.mimeType,
    size: media.size,
    width: media.width,
    height: media.height,
    alt_text: '',
    storage_key: media.storageKey,
    created_at: media.createdAt,
    updated_at: media.createdAt,
    created_by: media.createdBy,
  }
}

export async function insertMedia(db: Kysely<Database>, media: NewMedia): Promise<MediaRow> {
  return db.insertInto('media').values(newMediaRow(media)).returningAll().executeTakeFirstOrThrow()
}

export async function findMediaById(
  db: Kysely<Database>,
  id: string,
): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findMediaByIds(db: Kysely<Database>, ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return []
  return db.selectFrom('media').selectAll().where('id', 'in', ids).orderBy('id').execute()
}

export interface MediaFilter {
  /** Lower-case text the name contains. */
  q?: string
  type?: MediaType
  /** A folder id, or null for files in no folder; undefined for every file. */
  folderId?: string | null
  /** ISO instants: created at or after `createdFrom`, strictly before `createdBefore`. */
  createdFrom?: string
  createdBefore?: string
}

export type MediaSort = '-createdAt' | 'createdAt' | 'name' | '-name' | 'size' | '-size'

function matches(filter: MediaFilter) {
  return (eb: ExpressionBuilder<Database, 'media'>) => {
    const conditions = []
    if (filter.q) conditions.push(lowerLike(eb.ref('name'), containsPattern(filter.q)))
    if (filter.type) conditions.push(eb('type', '=', filter.type))
    if (filter.folderId === null) conditions.push(eb('folder_id', 'is', null))
    else if (filter.folderId !== undefined) conditions.push(eb('folder_id', '=', filter.folderId))
    if (filter.createdFrom) conditions.push(eb('created_at', '>=', filter.createdFrom))
    if (filter.createdBefore) conditions.push(eb('created_at', '<', filter.createdBefore))
    return eb.and(conditions)
  }
}

/** A page of files matching the filter; ties broken by id so pages never overlap. */
export async function listMedia(
  db: Kysely<Database>,
  filter: MediaFilter,
  page: { sort: MediaSort; limit: number; offset: number },
): Promise<MediaRow[]> {
  const direction = page.sort.startsWith('-') ? 'desc' : 'asc'
  const field = page.sort.replace(/^-/, '')
  let query = db.selectFrom('media').selectAll().where(matches(filter))
  if (field === 'name') query = query.orderBy(sql`lower(name)`, direction)
  else if (field === 'size') query = query.orderBy('size', direction)
  else query = query.orderBy('created_at', direction)
  return query.orderBy('id', direction).limit(page.limit).offset(page.offset).execute()
}

export async function countMedia(db: Kysely<Database>, filter: MediaFilter): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll().as('total'))
    .where(matches(filter))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

export interface MediaChanges {
  name?: string
  altText?: string
  folderId?: string | null
  updatedAt: string
}

export async function updateMedia(
  db: Kysely<Database>,
  id: string,
  changes: MediaChanges,
): Promise<MediaRow | undefined> {
  return db
    .updateTable('media')
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.altText === undefined ? {} : { alt_text: changes.altText }),
      ...(changes.folderId === undefined ? {} : { folder_id: changes.folderId }),
      updated_at: changes.updatedAt,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

export interface MediaFileChanges {
  type: MediaType
  mimeType: string
  size: number
  width: number | null
  height: number | null
  updatedAt: string
}

/** Describes new bytes stored for a file. */
export async function updateMediaFile(
  db: Kysely<Database>,
  id: string,
  changes: MediaFileChanges,
): Promise<MediaRow | undefined> {
  return db
    .updateTable('media')
    .set({
      type: changes.type,
      mime_type: changes.mimeType,
      size: changes.size,
      width: changes.width,
      height: changes.height,
      updated_at: changes.updatedAt,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

/** Moves the files to a folder (null: out of any folder); answers the moved rows. */
export async function moveMedia(
  db: Kysely<Database>,
  ids: string[],
  folderId: string | null,
  updatedAt: string,
): Promise<MediaRow[]> {
  if (ids.length === 0) return []
  return db
    .updateTable('media')
    .set({ folder_id: folderId, updated_at: updatedAt })
    .where('id', 'in', ids)
    .returningAll()
    .execute()
}

/** Takes every file out of a folder, to the root. */
export async function moveFolderMediaToRoot(
  db: Kysely<Database>,
  folderId: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('media')
    .set({ folder_id: null, updated_at: updatedAt })
    .where('folder_id', '=', folderId)
    .execute()
}

/** Deletes the rows; answers the ones that existed. */
export async function deleteMediaRows(db: Kysely<Database>, ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return []
  return db.deleteFrom('media').where('id', 'in', ids).returningAll().execute()
}

/** Deletes the files of a folder; answers their rows. */
/** The files of a folder, as a delete of the folder with its files is about to remove them. */
export async function findMediaInFolder(
  db: Kysely<Database>,
  folderId: string,
): Promise<MediaRow[]> {
  return db
    .selectFrom('media')
    .selectAll()
    .where('folder_id', '=', folderId)
    .orderBy('id')
    .execute()
}

export async function deleteMediaInFolder(
  db: Kysely<Database>,
  folderId: string,
): Promise<MediaRow[]> {
  return db.deleteFrom('media').where('folder_id', '=', folderId).returningAll().execute()
}

export interface MediaUsageRow {
  item_id: string
  title: string
  status: string
  content_type_id: string
  content_type_name: string
}

/**
 * Content items whose data mentions `text` (a media id: image fields hold `/media/<id>/…`
 * paths and rich text `<img src="/media/<id>/…">`). The cast reads PostgreSQL's jsonb and
 * SQLite's text alike.
 */
export async function findContentMentioning(
  db: Kysely<Database>,
  text: string,
): Promise<MediaUsageRow[]> {
  const pattern = `%${escapeLike(text)}%`
  return db
    .selectFrom('content_items')
    .innerJoin('content_types', 'content_types.id', 'content_items.content_type_id')
    .select([
      'content_items.id as item_id',
      'content_items.title',
      'content_items.status',
      'content_items.content_type_id',
      'content_types.name as content_type_name',
    ])
    .where(sql<SqlBool>`cast(content_items.data as text) like ${pattern} escape '\\'`)
    .orderBy('content_items.updated_at', 'desc')
    .orderBy('content_items.id')
    .execute()
}
