import type { Kysely, Selectable } from 'kysely'

import type { Database } from '../../db/tables.js'

/** Tables whose rows publish themselves at `scheduled_for`: items and their translations. */
type ScheduledTable = 'content_items' | 'content_item_translations'

/**
 * Whether any scheduled row of `table` is due, without locking anything: most ticks find
 * nothing, and only a write would make SQLite take its single write lock.
 */
export async function hasDueScheduledRows(
  db: Kysely<Database>,
  table: ScheduledTable,
  nowIso: string,
) {
  // Both tables share these columns; Kysely cannot see that through a union of table names.
  const scheduled = db as unknown as Kysely<Pick<Database, 'content_items'>>
  const row = await scheduled
    .selectFrom(table as 'content_items')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('scheduled_for', '<=', nowIso)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Publishes every scheduled row of `table` whose time has come, in one statement, and returns
 * the rows as they now are. The `status = 'scheduled'` condition is what makes this a claim:
 * under PostgreSQL's READ COMMITTED a second writer waiting on the same row re-checks it after
 * the first commits, finds it published already, and skips it. SQLite serializes writers.
 */
export async function publishDueScheduledRows<Table extends ScheduledTable>(
  db: Kysely<Database>,
  table: Table,
  nowIso: string,
): Promise<Selectable<Database[Table]>[]> {
  const scheduled = db as unknown as Kysely<Pick<Database, 'content_items'>>
  const rows = await scheduled
    .updateTable(table as 'content_items')
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
  return rows as unknown as Selectable<Database[Table]>[]
}
