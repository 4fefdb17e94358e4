import type { Kysely, Selectable } from 'kysely'

import type { Database, OneTimeTokenTable, OneTimeTokenType } from '../../db/tables.js'

export type OneTimeTokenRow = Selectable<OneTimeTokenTable>

/** Stores a token, replacing the user's previous one of the same type (one per type). */
export async function replaceOneTimeToken(db: Kysely<Database>, row: OneTimeTokenRow) {
  await db
    .deleteFrom('one_time_tokens')
    .where('user_id', '=', row.user_id)
    .where('token_type', '=', row.token_type)
    .execute()
  await db.insertInto('one_time_tokens').values(row).execute()
}

export async function findTokenByHash(
  db: Kysely<Database>,
  tokenHash: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow | undefined> {
  return db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('token_type', 'in', types)
    .executeTakeFirst()
}

export async function findTokenByCode(
  db: Kysely<Database>,
  userId: string,
  codeHash: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow | undefined> {
  return db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('token_type', 'in', types)
    .executeTakeFirst()
}

/** Deletes a token; false when it was already gone (used by a concurrent request). */
export async function consumeOneTimeToken(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('one_time_tokens').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function deleteUserTokens(
  db: Kysely<Database>,
  userId: string,
  types: OneTimeTokenType[],
) {
  await db
    .deleteFrom('one_time_tokens')
    .where('user_id', '=', userId)
    .where('token_type', 'in', types)
    .execute()
}
