import type { Kysely } from 'kysely'

import type { ContentItemVersionTable, Database } from '../../db/tables.js'

export type NewContentVersion = ContentItemVersionTable

/** Records one snapshot; `(item_id, version)` is unique, so a version is never written twice. */
export async function insertContentVersion(db: Kysely<Database>, version: NewContentVersion) {
  await db.insertInto('content_item_versions').values(version).execute()
}

/** Many snapshots in one statement (the scheduler records a batch of publications at once). */
export async function insertContentVersions(
  db: Kysely<Database>,
  versions: readonly NewContentVersion[],
) {
  if (versions.length === 0) return
  await db
    .insertInto('content_item_versions')
    .values([...versions])
    .execute()
}

/** An item's snapshots, newest first. */
export async function listContentVersions(db: Kysely<Database>, itemId: string) {
  return db
    .selectFrom('content_item_versions')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('version', 'desc')
    .execute()
}

export async function findContentVersion(db: Kysely<Database>, itemId: string, version: number) {
  return db
    .selectFrom('content_item_versions')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('version', '=', version)
    .executeTakeFirst()
}
