import type { Kysely } from 'kysely'

import type { Database } from '../../../db/tables.js'

/** What serving a media file needs to know about it. */
export interface MediaFile {
  id: string
  name: string
  mimeType: string
  /** Bytes of the original. */
  size: number
  storageKey: string
  updatedAt: string
}

export async function findMediaFile(db: Kysely<Database>, id: string): Promise<MediaFile | null> {
  const row = await db
    .selectFrom('media')
    .select(['id', 'name', 'mime_type', 'size', 'storage_key', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    mimeType: row.mime_type,
    size: Number(row.size),
    storageKey: row.storage_key,
    updatedAt: row.updated_at,
  }
}
