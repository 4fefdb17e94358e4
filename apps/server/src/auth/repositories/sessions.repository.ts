import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import type { Database, RefreshTokenTable, SessionTable } from '../../db/tables.js'

export type SessionRow = Selectable<SessionTable>
export type RefreshTokenRow = Selectable<RefreshTokenTable>

export async function insertSession(db: Kysely<Database>, row: Insertable<SessionTable>) {
  await db.insertInto('sessions').values(row).execute()
}

export async function findSession(
  db: Kysely<Database>,
  id: string,
): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function updateSession(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<SessionTable>,
) {
  await db.updateTable('sessions').set(changes).where('id', '=', id).execute()
}

export async function listUserSessions(
  db: Kysely<Database>,
  userId: string,
): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute()
}

/** Deletes sessions (and, by cascade, their refresh tokens); returns the ids deleted. */
export async function deleteSessions(
  db: Kysely<Database>,
  filter: { userId: string; only?: string; except?: string },
): Promise<string[]> {
  let query = db.deleteFrom('sessions').where('user_id', '=', filter.userId)
  if (filter.only) query = query.where('id', '=', filter.only)
  if (filter.except) query = query.where('id', '!=', filter.except)
  const rows = await query.returning('id').execute()
  return rows.map((row) => row.id)
}

export async function insertRefreshToken(db: Kysely<Database>, row: Insertable<RefreshTokenTable>) {
  await db.insertInto('refresh_tokens').values(row).execute()
}

/** The token row, locked until the transaction ends where the database can lock rows. */
export async function findRefreshTokenForUpdate(
  db: Kysely<Database>,
  dialect: Dialect,
  token: string,
): Promise<RefreshTokenRow | undefined> {
  return dialect
    .forUpdate(db.selectFrom('refresh_tokens').selectAll().where('token', '=', token))
    .executeTakeFirst()
}

/** The newest token of the session that has not been used yet. */
export async function findActiveRefreshToken(
  db: Kysely<Database>,
  sessionId: string,
): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('revoked', '=', 0)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
}

export async function revokeRefreshTokens(
  db: Kysely<Database>,
  filter: { sessionId: string; token?: string },
  at: string,
) {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked: 1, updated_at: at })
    .where('session_id', '=', filter.sessionId)
    .where('revoked', '=', 0)
  if (filter.token) query = query.where('token', '=', filter.token)
  await query.execute()
}
