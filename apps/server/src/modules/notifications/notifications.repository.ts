import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { NotificationTable } from '../../db/tables-workflow.js'

export type NotificationRow = Selectable<NotificationTable>

/** Adds notifications, each after its user's others. */
export async function insertNotifications(
  db: Kysely<Database>,
  rows: readonly Omit<Insertable<NotificationTable>, 'seq'>[],
): Promise<void> {
  for (const row of rows) {
    const seq = sql<number>`(select coalesce(max(seq), 0) + 1 from notifications where user_id = ${row.user_id})`
    await db
      .insertInto('notifications')
      .values({ ...row, seq })
      .execute()
  }
}

/** A user's newest notifications first (ties broken by id, so the order is stable). */
export async function listUserNotifications(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute()
}

export async function countUnreadNotifications(
  db: Kysely<Database>,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** One of the user's notifications, marked read (keeping the first read time). */
export async function markNotificationRead(
  db: Kysely<Database>,
  userId: string,
  id: string,
  at: string,
): Promise<NotificationRow | undefined> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute()
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export async function markAllNotificationsRead(
  db: Kysely<Database>,
  userId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute()
}

export async function deleteUserNotification(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function deleteAllUserNotifications(
  db: Kysely<Database>,
  userId: string,
): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute()
}

/** The accounts notifications go to (deleted accounts are simply missing). */
export async function findRecipients(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('users')
    .select(['id', 'email', 'raw_app_meta_data', 'raw_user_meta_data', 'banned_until'])
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute()
}

/** The person's own account metadata (JSON text), where their notification switches live. */
export async function findUserMetadata(
  db: Kysely<Database>,
  userId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('raw_user_meta_data')
    .where('id', '=', userId)
    .executeTakeFirst()
  return row?.raw_user_meta_data ?? null
}

export async function saveUserMetadata(
  db: Kysely<Database>,
  userId: string,
  metadata: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ raw_user_meta_data: metadata, updated_at: updatedAt })
    .where('id', '=', userId)
    .execute()
}
