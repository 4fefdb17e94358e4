import type { Insertable, Kysely, Updateable } from 'kysely'

import { containsPattern, lowerLike } from '../../db/like.js'
import type { Database } from '../../db/tables.js'
import type { WorkflowAssignmentTable } from '../../db/tables-workflow.js'

export interface AssignmentFilters {
  /** Part of the item's title, any case. */
  q?: string | undefined
  stateId?: string | undefined
  stateSlug?: string | undefined
  assigneeId?: string | undefined
  itemId?: string | undefined
}

/** Assignments joined to their state, item and the item's type, narrowed by `filters`. */
function filteredAssignments(db: Kysely<Database>, filters: AssignmentFilters) {
  let query = db
    .selectFrom('workflow_assignments')
    .innerJoin('workflow_states as s', 's.id', 'workflow_assignments.state_id')
    .innerJoin('content_items as i', 'i.id', 'workflow_assignments.content_item_id')
    .leftJoin('content_types as t', 't.id', 'i.content_type_id')
  if (filters.q) {
    const pattern = containsPattern(filters.q)
    query = query.where((eb) => lowerLike(eb.ref('i.title'), pattern))
  }
  if (filters.stateId) query = query.where('workflow_assignments.state_id', '=', filters.stateId)
  if (filters.stateSlug) query = query.where('s.slug', '=', filters.stateSlug)
  if (filters.assigneeId) {
    query = query.where('workflow_assignments.assigned_to', '=', filters.assigneeId)
  }
  if (filters.itemId)
    query = query.where('workflow_assignments.content_item_id', '=', filters.itemId)
  return query
}

/** An assignment with its state, its item and the item's type, as every view needs them. */
function assignmentsWithItems(db: Kysely<Database>, filters: AssignmentFilters) {
  return filteredAssignments(db, filters)
    .selectAll('workflow_assignments')
    .select([
      's.name as state_name',
      's.slug as state_slug',
      's.color as state_color',
      'i.title as item_title',
      'i.slug as item_slug',
      'i.status as item_status',
      'i.content_type_id as item_content_type_id',
      'i.updated_at as item_updated_at',
      't.name as content_type_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('workflow_comments as c')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('c.content_item_id', '=', 'workflow_assignments.content_item_id')
        .as('comment_count'),
    )
}

export type AssignmentRow = NonNullable<Awaited<ReturnType<typeof findItemAssignment>>>

/** The item's assignment with its state and item, if it is in the workflow. */
export async function findItemAssignment(db: Kysely<Database>, itemId: string) {
  return assignmentsWithItems(db, { itemId }).executeTakeFirst()
}

/** One page of assignments, most recently changed first. */
export async function listAssignments(
  db: Kysely<Database>,
  filters: AssignmentFilters,
  page: { limit: number; offset: number },
): Promise<AssignmentRow[]> {
  return assignmentsWithItems(db, filters)
    .orderBy('workflow_assignments.updated_at', 'desc')
    .orderBy('workflow_assignments.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

export async function countAssignments(
  db: Kysely<Database>,
  filters: AssignmentFilters,
): Promise<number> {
  const row = await filteredAssignments(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertAssignment(
  db: Kysely<Database>,
  row: Insertable<WorkflowAssignmentTable>,
): Promise<void> {
  await db.insertInto('workflow_assignments').values(row).execute()
}

export async function updateAssignment(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<WorkflowAssignmentTable>,
): Promise<void> {
  await db.updateTable('workflow_assignments').set(changes).where('id', '=', id).execute()
}

export async function deleteAssignment(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('workflow_assignments').where('id', '=', id).execute()
}

/** Just the item's assignment and its state's slug: what every content save checks. */
export async function findAssignmentState(db: Kysely<Database>, itemId: string) {
  return db
    .selectFrom('workflow_assignments')
    .innerJoin('workflow_states as s', 's.id', 'workflow_assignments.state_id')
    .select([
      'workflow_assignments.id',
      'workflow_assignments.content_item_id',
      'workflow_assignments.state_id',
      's.slug as state_slug',
    ])
    .where('workflow_assignments.content_item_id', '=', itemId)
    .executeTakeFirst()
}
