import type { Insertable, Kysely, Selectable } from 'kysely'

import { containsPattern, lowerLike } from '../../db/like.js'
import type { AiSavedContentTable } from '../../db/tables-ai.js'
import type { Database } from '../../db/tables.js'

export type AiSavedContentRow = Selectable<AiSavedContentTable>

/** A person's saved replies, newest first; `query` looks in the prompt and the reply. */
export async function listSavedRows(
  db: Kysely<Database>,
  userId: string,
  query: string | undefined,
): Promise<AiSavedContentRow[]> {
  let select = db.selectFrom('ai_saved_content').selectAll().where('user_id', '=', userId)
  if (query) {
    const pattern = containsPattern(query)
    select = select.where((eb) =>
      eb.or([lowerLike(eb.ref('prompt'), pattern), lowerLike(eb.ref('content'), pattern)]),
    )
  }
  return select.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
}

export async function findSavedRow(
  db: Kysely<Database>,
  id: string,
): Promise<AiSavedContentRow | undefined> {
  return db.selectFrom('ai_saved_content').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findSavedRowByMessage(
  db: Kysely<Database>,
  messageId: string,
): Promise<AiSavedContentRow | undefined> {
  return db
    .selectFrom('ai_saved_content')
    .selectAll()
    .where('message_id', '=', messageId)
    .executeTakeFirst()
}

export async function insertSavedRow(
  db: Kysely<Database>,
  row: Insertable<AiSavedContentTable>,
): Promise<void> {
  await db.insertInto('ai_saved_content').values(row).execute()
}

export async function deleteSavedRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('ai_saved_content').where('id', '=', id).execute()
}
