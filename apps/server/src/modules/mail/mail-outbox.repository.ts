import type { Kysely, Selectable } from 'kysely'

import type { Database, MailOutboxTable } from '../../db/tables.js'

export type OutboxMessage = Selectable<MailOutboxTable>

export async function insertOutboxMessage(db: Kysely<Database>, message: OutboxMessage) {
  await db.insertInto('mail_outbox').values(message).execute()
}

/** Newest first; `to` narrows to one recipient. */
export async function listOutboxMessages(
  db: Kysely<Database>,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  let query = db.selectFrom('mail_outbox').selectAll()
  if (options.to) query = query.where('to', '=', options.to.toLowerCase())
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(options.limit ?? 200)
    .execute()
}

export async function findOutboxMessage(
  db: Kysely<Database>,
  id: string,
): Promise<OutboxMessage | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()
}
