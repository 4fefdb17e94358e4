import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { WorkflowEventTable } from '../../db/tables-workflow.js'

export type WorkflowEventRow = Selectable<WorkflowEventTable>

/** Records an event after the item's others (callers hold the item's lock). */
export async function insertEvent(
  db: Kysely<Database>,
  row: Omit<Insertable<WorkflowEventTable>, 'seq'>,
): Promise<void> {
  const seq = sql<number>`(select coalesce(max(seq), 0) + 1 from workflow_events where content_item_id = ${row.content_item_id})`
  await db
    .insertInto('workflow_events')
    .values({ ...row, seq })
    .execute()
}

/** An item's history, newest first. */
export async function listItemEvents(
  db: Kysely<Database>,
  itemId: string,
): Promise<WorkflowEventRow[]> {
  return db
    .selectFrom('workflow_events')
    .selectAll()
    .where('content_item_id', '=', itemId)
    .orderBy('seq', 'desc')
    .execute()
}

/**
 * Adds a comment to the item's latest event when it is one of `actions` and has none: how a
 * rule signs the transition another operation recorded for it.
 */
export async function commentLatestEvent(
  db: Kysely<Database>,
  itemId: string,
  actions: readonly string[],
  comment: string,
): Promise<void> {
  const latest = await db
    .selectFrom('workflow_events')
    .select(['id', 'action', 'comment'])
    .where('content_item_id', '=', itemId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!latest || !actions.includes(latest.action) || latest.comment) return
  await db.updateTable('workflow_events').set({ comment }).where('id', '=', latest.id).execute()
}
