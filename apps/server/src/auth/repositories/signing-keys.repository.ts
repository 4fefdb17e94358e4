import type { Kysely, Selectable } from 'kysely'

import type { Database, SigningKeyTable } from '../../db/tables.js'

export type SigningKeyRow = Selectable<SigningKeyTable>

/** Active keys, and keys retired after `retiredAfter` (their tokens may still be valid). */
export async function listUsableSigningKeys(
  db: Kysely<Database>,
  retiredAfter: string,
): Promise<SigningKeyRow[]> {
  return db
    .selectFrom('signing_keys')
    .selectAll()
    .where((eb) => eb.or([eb('status', '=', 'active'), eb('retired_at', '>', retiredAfter)]))
    .orderBy('created_at', 'desc')
    .orderBy('kid', 'desc')
    .execute()
}

/** The `kid` of the key that signs new tokens (the newest active one); the table holds a few rows. */
export async function currentSigningKid(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('signing_keys')
    .select('kid')
    .where('status', '=', 'active')
    .orderBy('created_at', 'desc')
    .orderBy('kid', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.kid ?? null
}

/** Whether `kid` names a stored key (any status): a primary-key lookup. */
export async function signingKeyExists(db: Kysely<Database>, kid: string): Promise<boolean> {
  const row = await db
    .selectFrom('signing_keys')
    .select('kid')
    .where('kid', '=', kid)
    .executeTakeFirst()
  return row !== undefined
}

export async function hasActiveSigningKey(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('signing_keys')
    .select('kid')
    .where('status', '=', 'active')
    .executeTakeFirst()
  return row !== undefined
}

export async function insertSigningKey(db: Kysely<Database>, row: SigningKeyRow) {
  await db.insertInto('signing_keys').values(row).execute()
}

/** Retires every active key except `keepKid`. */
export async function retireSigningKeys(db: Kysely<Database>, keepKid: string, at: string) {
  await db
    .updateTable('signing_keys')
    .set({ status: 'retired', retired_at: at })
    .where('status', '=', 'active')
    .where('kid', '!=', keepKid)
    .execute()
}
