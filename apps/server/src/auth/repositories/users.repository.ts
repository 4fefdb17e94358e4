import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import type { Database, IdentityTable, UserTable } from '../../db/tables.js'

export type UserRow = Selectable<UserTable>
export type IdentityRow = Selectable<IdentityTable>

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
}

/** The user whose pending email change goes to `email`. */
export async function findUserByNewEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_change', '=', email.toLowerCase())
    .executeTakeFirst()
}

export async function insertUser(db: Kysely<Database>, row: Insertable<UserTable>) {
  await db.insertInto('users').values(row).execute()
}

export async function updateUser(db: Kysely<Database>, id: string, changes: Updateable<UserTable>) {
  await db.updateTable('users').set(changes).where('id', '=', id).execute()
}

/** Whether any (not deleted) user has `app_metadata.role = 'admin'`. */
export async function adminExists(db: Kysely<Database>, dialect: Dialect): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(dialect.jsonText('raw_app_meta_data', 'role'), '=', 'admin')
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertIdentity(db: Kysely<Database>, row: Insertable<IdentityTable>) {
  await db.insertInto('identities').values(row).execute()
}

export async function listIdentities(db: Kysely<Database>, userId: string): Promise<IdentityRow[]> {
  return db
    .selectFrom('identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute()
}

export async function updateIdentities(
  db: Kysely<Database>,
  userId: string,
  changes: Updateable<IdentityTable>,
) {
  await db.updateTable('identities').set(changes).where('user_id', '=', userId).execute()
}

export async function updateIdentity(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<IdentityTable>,
) {
  await db.updateTable('identities').set(changes).where('id', '=', id).execute()
}
