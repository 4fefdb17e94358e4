import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import type { AiConversationTable, AiMessageTable } from '../../db/tables-ai.js'
import type { Database } from '../../db/tables.js'

export type AiConversationRow = Selectable<AiConversationTable>
export type AiMessageRow = Selectable<AiMessageTable>
export type ConversationListRow = AiConversationRow & { message_count: number | string }
export type MessageWithSavedRow = AiMessageRow & { saved_id: string | null }

function conversationsWithCounts(db: Kysely<Database>) {
  return db
    .selectFrom('ai_conversations as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('ai_messages as m')
        .whereRef('m.conversation_id', '=', 'c.id')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .as('message_count'),
    )
}

/** A person's conversations, latest activity first, with how many messages each holds. */
export async function listConversationRows(
  db: Kysely<Database>,
  userId: string,
): Promise<ConversationListRow[]> {
  const rows = await conversationsWithCounts(db)
    .where('c.user_id', '=', userId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute()
  return rows as ConversationListRow[]
}

/** One conversation with its message count. */
export async function findConversationListRow(
  db: Kysely<Database>,
  id: string,
): Promise<ConversationListRow | undefined> {
  const row = await conversationsWithCounts(db).where('c.id', '=', id).executeTakeFirst()
  return row as ConversationListRow | undefined
}

/** One conversation, whoever owns it. */
export async function findConversationRow(
  db: Kysely<Database>,
  id: string,
): Promise<AiConversationRow | undefined> {
  return db.selectFrom('ai_conversations').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The conversation, locked until the transaction ends: its messages take places in order. */
export async function lockConversationRow(
  db: Kysely<Database>,
  dialect: Dialect,
  id: string,
): Promise<AiConversationRow | undefined> {
  return dialect
    .forUpdate(db.selectFrom('ai_conversations').selectAll().where('id', '=', id))
    .executeTakeFirst()
}

export async function insertConversationRow(
  db: Kysely<Database>,
  row: Insertable<AiConversationTable>,
): Promise<void> {
  await db.insertInto('ai_conversations').values(row).execute()
}

export async function updateConversationRow(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<AiConversationTable>,
): Promise<void> {
  await db.updateTable('ai_conversations').set(changes).where('id', '=', id).execute()
}

/** Deletes a conversation and (by cascade) its messages; saved replies keep their text. */
export async function deleteConversationRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('ai_conversations').where('id', '=', id).execute()
}

/** A conversation's messages in order, each with the Saved Content entry made from it. */
export async function listMessageRows(
  db: Kysely<Database>,
  conversationId: string,
): Promise<MessageWithSavedRow[]> {
  return db
    .selectFrom('ai_messages as m')
    .leftJoin('ai_saved_content as s', 's.message_id', 'm.id')
    .selectAll('m')
    .select('s.id as saved_id')
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.position')
    .execute()
}

/** The highest place taken in a conversation; 0 when it has no messages. */
export async function lastMessagePosition(
  db: Kysely<Database>,
  conversationId: string,
): Promise<number> {
  const row = await db
    .selectFrom('ai_messages')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst()
  return Number(row?.last ?? 0)
}

export async function insertMessageRows(
  db: Kysely<Database>,
  rows: Insertable<AiMessageTable>[],
): Promise<void> {
  await db.insertInto('ai_messages').values(rows).execute()
}

export async function updateMessageRow(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<AiMessageTable>,
): Promise<void> {
  await db.updateTable('ai_messages').set(changes).where('id', '=', id).execute()
}

/** A message with the owner of its conversation, for checks that it is one's own. */
export async function findMessageWithOwner(
  db: Kysely<Database>,
  id: string,
): Promise<(AiMessageRow & { user_id: string }) | undefined> {
  return db
    .selectFrom('ai_messages as m')
    .innerJoin('ai_conversations as c', 'c.id', 'm.conversation_id')
    .selectAll('m')
    .select('c.user_id')
    .where('m.id', '=', id)
    .executeTakeFirst()
}

/** The prompt a reply answers: the user message placed last before it. */
export async function findPromptBefore(
  db: Kysely<Database>,
  conversationId: string,
  position: number,
): Promise<AiMessageRow | undefined> {
  return db
    .selectFrom('ai_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('role', '=', 'user')
    .where('position', '<', position)
    .orderBy('position', 'desc')
    .limit(1)
    .executeTakeFirst()
}
