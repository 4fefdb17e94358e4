import type { ExpressionBuilder, Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'

/** COUNT of the rows with `status`; COUNT skips the NULL a non-matching row's CASE gives. */
function countStatus(eb: ExpressionBuilder<Database, 'content_items'>, status: string) {
  return eb.fn.count<number>(eb.case().when('status', '=', status).then(1).end())
}

export async function countContentTypes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('content_types')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * All items, published ones and drafts, counted in one pass; with `updatedSince`, only the
 * items updated at or after that instant (an ISO UTC string, so text order is time order).
 */
export async function countContentItems(db: Kysely<Database>, updatedSince?: string) {
  let query = db
    .selectFrom('content_items')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      countStatus(eb, 'published').as('published'),
      countStatus(eb, 'draft').as('drafts'),
    ])
  if (updatedSince !== undefined) query = query.where('updated_at', '>=', updatedSince)
  const row = await query.executeTakeFirstOrThrow()
  return { total: Number(row.total), published: Number(row.published), drafts: Number(row.drafts) }
}

/** The most recently updated items with their type's name (null when the type is gone). */
export async function listRecentItems(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('content_items')
    .leftJoin('content_types', 'content_types.id', 'content_items.content_type_id')
    .select([
      'content_items.id',
      'content_items.title',
      'content_items.status',
      'content_items.content_type_id',
      'content_items.updated_at',
      'content_types.name as content_type_name',
    ])
    .orderBy('content_items.updated_at', 'desc')
    .orderBy('content_items.id')
    .limit(limit)
    .execute()
}

/**
 * Workflow assignments by state. There is no workflow yet, so every count is 0; the workflow
 * feature replaces this function with a real query and the dashboard needs no other change.
 */
export async function countWorkflowAssignments(_db: Kysely<Database>) {
  return { pendingReview: 0, needsChanges: 0, approved: 0 }
}
