import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { WorkflowCommentTable } from '../../db/tables-workflow.js'

export type WorkflowCommentRow = Selectable<WorkflowCommentTable>

/** Adds a comment after the item's others. */
export async function insertComment(
  db: Kysely<Database>,
  row: Omit<Insertable<WorkflowCommentTable>, 'seq'>,
): Promise<void> {
  const seq = sql<number>`(select coalesce(max(seq), 0) + 1 from workflow_comments where content_item_id = ${row.content_item_id})`
  await db
    .insertInto('workflow_comments')
    .values({ ...row, seq })
    .execute()
}

/** An item's comments, oldest first. */
export async function listItemComments(
  db: Kysely<Database>,
  itemId: string,
): Promise<WorkflowCommentRow[]> {
  return db
    .selectFrom('workflow_comments')
    .selectAll()
    .where('content_item_id', '=', itemId)
    .orderBy('seq')
    .orderBy('created_at')
    .execute()
}

export async function findItemComment(
  db: Kysely<Database>,
  itemId: string,
  id: string,
): Promise<WorkflowCommentRow | undefined> {
  return db
    .selectFrom('workflow_comments')
    .selectAll()
    .where('id', '=', id)
    .where('content_item_id', '=', itemId)
    .executeTakeFirst()
}

export async function updateCommentBody(
  db: Kysely<Database>,
  id: string,
  body: string,
  editedAt: string,
): Promise<void> {
  await db
    .updateTable('workflow_comments')
    .set({ body, edited_at: editedAt })
    .where('id', '=', id)
    .execute()
}

/** Deletes a comment; its replies move up to its own parent, so nobody else's words go. */
export async function deleteCommentKeepingReplies(
  db: Kysely<Database>,
  comment: Pick<WorkflowCommentRow, 'id' | 'parent_id'>,
): Promise<void> {
  await db
    .updateTable('workflow_comments')
    .set({ parent_id: comment.parent_id })
    .where('parent_id', '=', comment.id)
    .execute()
  await db.deleteFrom('workflow_comments').where('id', '=', comment.id).execute()
}

/** Everyone who has commented on the item. */
export async function listCommenterIds(db: Kysely<Database>, itemId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('workflow_comments')
    .select('author_id')
    .distinct()
    .where('content_item_id', '=', itemId)
    .where('author_id', 'is not', null)
    .execute()
  return rows.map((row) => row.author_id).filter((id): id is string => id !== null)
}
