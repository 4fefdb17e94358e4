import type { ContactMessage } from '@folio/schema'
import type { Kysely, Selectable } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import type { ContactMessageTable, Database } from '../../db/tables.js'

export type ContactMessageRow = Selectable<ContactMessageTable>

export async function insertContactMessage(db: Kysely<Database>, message: ContactMessage) {
  await db
    .insertInto('contact_messages')
    .values({
      id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
      created_at: message.createdAt,
      read_at: null,
    })
    .execute()
}

/** Every stored message, newest first (tests and checks; the inbox pages with `pageOfContactMessages`). */
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

/** One page of messages, newest first (ties by id, so pages never repeat or skip a row). */
export async function pageOfContactMessages(
  db: Kysely<Database>,
  options: { limit: number; offset: number; unreadOnly: boolean },
): Promise<ContactMessageRow[]> {
  let query = db.selectFrom('contact_messages').selectAll()
  if (options.unreadOnly) query = query.where('read_at', 'is', null)
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute()
}

/** How many messages there are, and how many of them are unread. */
export async function countContactMessages(
  db: Kysely<Database>,
): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('id').filterWhere('read_at', 'is', null).as('unread'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), unread: Number(row.unread) }
}

export async function findContactMessage(
  db: Kysely<Database>,
  id: string,
): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * Marks a message read (keeping the first time it was read) or unread, and returns it as it
 * is now; undefined when there is no such message.
 */
export async function setContactMessageRead(
  db: Kysely<Database>,
  id: string,
  readAt: string | null,
): Promise<ContactMessageRow | undefined> {
  let query = db.updateTable('contact_messages').set({ read_at: readAt }).where('id', '=', id)
  // Read again: the first reading's time stays.
  if (readAt !== null) query = query.where('read_at', 'is', null)
  await query.execute()
  return findContactMessage(db, id)
}

export async function deleteContactMessage(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** The admins told about a new message (suspension is checked where notices are made). */
export async function listAdminIds(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(dialect.jsonText('raw_app_meta_data', 'role'), '=', 'admin')
    .where('deleted_at', 'is', null)
    .execute()
  return rows.map((row) => row.id)
}
