import type { Kysely, Selectable } from 'kysely'

import type { ApiKeyTable, Database } from '../../db/tables.js'

export type ApiKeyRow = Selectable<ApiKeyTable>

export interface NewApiKey {
  id: string
  name: string
  scope: string
  prefix: string
  secretHash: string
  createdAt: string
  createdBy: string | null
}

export async function insertApiKey(db: Kysely<Database>, key: NewApiKey): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values({
      id: key.id,
      name: key.name,
      scope: key.scope,
      prefix: key.prefix,
      secret_hash: key.secretHash,
      created_at: key.createdAt,
      created_by: key.createdBy,
      last_used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Every key, newest first. */
export async function listApiKeys(db: Kysely<Database>): Promise<ApiKeyRow[]> {
  return db.selectFrom('api_keys').selectAll().orderBy('created_at', 'desc').orderBy('id').execute()
}

/** The key whose secret hashes to `secretHash` (a unique column, so an index lookup). */
export async function findApiKeyByHash(
  db: Kysely<Database>,
  secretHash: string,
): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('secret_hash', '=', secretHash)
    .executeTakeFirst()
}

/** Gives a key a new secret; the old hash is gone, so the old secret stops working. */
export async function replaceApiKeySecret(
  db: Kysely<Database>,
  id: string,
  secret: { prefix: string; secretHash: string },
): Promise<ApiKeyRow | undefined> {
  return db
    .updateTable('api_keys')
    .set({ prefix: secret.prefix, secret_hash: secret.secretHash })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

/** Whether a key with this id existed. */
/** One key by id, for the audit log of its revocation. */
export async function findApiKey(db: Kysely<Database>, id: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function deleteApiKey(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('api_keys').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * Records a use of the key, unless one at or after `staleBefore` is recorded already: when
 * several requests (or instances) race, only the first writes.
 */
export async function touchApiKey(
  db: Kysely<Database>,
  id: string,
  at: string,
  staleBefore: string,
): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .execute()
}
