import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'

/**
 * Whether any scheduled item is due, without locking anything: most ticks find nothing, and
 * only a write would make SQLite take its single write lock.
 */
export async function hasDueScheduledItems(db: Kysely<Database>, nowIso: string) {
  const row = await db
    .selectFrom('content_items')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('scheduled_for', '<=', nowIso)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Publishes every scheduled item whose time has come, in one statement, and returns the rows
 * as they now are. The `status = 'scheduled'` condition is what makes this a claim: under
 * PostgreSQL's READ COMMITTED a second writer waiting on the same row re-checks it after the
 * first commits, finds the item published already, and skips it. SQLite serializes writers.
 */
export async function publishDueScheduledItems(db: Kysely<Database>, nowIso: string) {
  return db
    .updateTable('content_items')
    .set((eb) => ({
      status: 'published',
      published_at: eb.fn.coalesce('published_at', eb.val(nowIso)),
      scheduled_for: null,
      version: eb('version', '+', 1),
      updated_at: nowIso,
    }))
    .where('status', '=', 'scheduled')
    .where('scheduled_for', '<=', nowIso)
    .returningAll()
    .execute()
}
