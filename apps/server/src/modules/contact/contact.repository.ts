import type { ContactMessage } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'

export async function insertContactMessage(db: Kysely<Database>, message: ContactMessage) {
  await db
    .insertInto('contact_messages')
    .values({
      id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
      created_at: message.createdAt,
    })
    .execute()
}

export async function listContactMessages(db: Kysely<Database>): Promise<ContactMessage[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at,
  }))
}
