import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'

/** Inserts `key` unless it is there; true when this call inserted it. */
export async function insertSystemFlag(
  db: Kysely<Database>,
  key: string,
  value: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .insertInto('system_state')
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}
