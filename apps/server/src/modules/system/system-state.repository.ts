import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'

/**
 * Records `key` once. Returns false when it was already there, which makes one-time work
 * (seeding) safe when two instances start at the same moment.
 */
export async function claimSystemFlag(
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
