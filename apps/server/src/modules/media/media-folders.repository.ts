import type { Kysely, Selectable } from 'kysely'

import type { UniqueConstraint } from '../../db/dialects/dialect.js'
import type { Database, MediaFolderTable } from '../../db/tables.js'

export type MediaFolderRow = Selectable<MediaFolderTable>
export type MediaFolderWithCount = MediaFolderRow & { item_count: number }

/** `name_key` is unique (migration 0006): two folders may not differ by case only. */
export const folderNameConstraint: UniqueConstraint = {
  name: 'media_folders_name_key_key',
  table: 'media_folders',
  columns: ['name_key'],
}

/** The key two folder names clash on: case and Unicode forms aside. */
export function folderNameKey(name: string): string {
  return name.normalize('NFC').toLowerCase()
}

function withCounts(db: Kysely<Database>) {
  return db
    .selectFrom('media_folders')
    .leftJoin('media', 'media.folder_id', 'media_folders.id')
    .selectAll('media_folders')
    .select((eb) => eb.fn.count<number | string>('media.id').as('item_count'))
    .groupBy([
      'media_folders.id',
      'media_folders.name',
      'media_folders.name_key',
      'media_folders.created_at',
      'media_folders.created_by',
    ])
}

function counted(row: MediaFolderRow & { item_count: number | string }): MediaFolderWithCount {
  return { ...row, item_count: Number(row.item_count) }
}

/** Every folder by name, with the number of files in it now. */
export async function listFoldersWithCounts(db: Kysely<Database>): Promise<MediaFolderWithCount[]> {
  const rows = await withCounts(db)
    .orderBy('media_folders.name_key')
    .orderBy('media_folders.id')
    .execute()
  return rows.map(counted)
}

export async function findFolderWithCount(
  db: Kysely<Database>,
  id: string,
): Promise<MediaFolderWithCount | undefined> {
  const row = await withCounts(db).where('media_folders.id', '=', id).executeTakeFirst()
  return row && counted(row)
}

export async function findFolderById(
  db: Kysely<Database>,
  id: string,
): Promise<MediaFolderRow | undefined> {
  return db.selectFrom('media_folders').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Whether another folder has this name key already. */
export async function folderNameTaken(
  db: Kysely<Database>,
  nameKey: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db.selectFrom('media_folders').select('id').where('name_key', '=', nameKey)
  if (exceptId) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function insertFolder(db: Kysely<Database>, folder: MediaFolderRow): Promise<void> {
  await db.insertInto('media_folders').values(folder).execute()
}

export async function renameFolder(
  db: Kysely<Database>,
  id: string,
  name: string,
): Promise<boolean> {
  const result = await db
    .updateTable('media_folders')
    .set({ name, name_key: folderNameKey(name) })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function deleteFolder(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('media_folders').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}
