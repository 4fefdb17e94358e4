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
    .execute()
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
