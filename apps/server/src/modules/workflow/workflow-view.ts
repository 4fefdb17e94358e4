import {
  workflowStateSlugs,
  type ContentStatus,
  type WorkflowAssignment,
  type WorkflowComment,
  type WorkflowEvent,
  type WorkflowEventAction,
  type WorkflowItemSummary,
  type WorkflowState,
  type WorkflowStateSummary,
  type WorkflowUser,
} from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import type { AssignmentRow } from './assignments.repository.js'
import type { WorkflowCommentRow } from './comments.repository.js'
import type { WorkflowEventRow } from './events.repository.js'
import type { ItemSummaryRow } from './items.repository.js'
import { findPeople, type PersonRow } from './people.repository.js'
import type { WorkflowStateRow, WorkflowStateWithCount } from './states.repository.js'

export type People = ReadonlyMap<string, WorkflowUser>

/** The name people know a user by: their full name, else the part of the email before @. */
export function toWorkflowUser(row: Pick<PersonRow, 'id' | 'email' | 'full_name'>): WorkflowUser {
  const fullName = typeof row.full_name === 'string' ? row.full_name.trim() : ''
  return { id: row.id, name: fullName || row.email.split('@')[0] || row.email, email: row.email }
}

/** The people behind these user ids, in one query. */
export async function loadPeople(
  ctx: Pick<OperationContext, 'db' | 'dialect'>,
  ids: readonly (string | null)[],
): Promise<People> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  const rows = await findPeople(ctx.db, ctx.dialect, wanted)
  return new Map(rows.map((row) => [row.id, toWorkflowUser(row)]))
}

function personOf(people: People, id: string | null): WorkflowUser | null {
  return (id && people.get(id)) || null
}

export function toStateSummary(row: WorkflowStateRow): WorkflowStateSummary {
  return { id: row.id, name: row.name, slug: row.slug, color: row.color }
}

export function toWorkflowState(row: WorkflowStateWithCount): WorkflowState {
  return {
    ...toStateSummary(row),
    position: row.position,
    builtIn: row.built_in === 1,
    assignmentCount: Number(row.assignment_count ?? 0),
  }
}

export function toItemSummary(row: ItemSummaryRow): WorkflowItemSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status as ContentStatus,
    contentTypeId: row.content_type_id,
    contentTypeName: row.content_type_name,
    updatedAt: row.updated_at,
  }
}

/** Today in UTC as `YYYY-MM-DD`, which compares with due dates as text. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** Work is late when its due date has passed and it is not approved or published yet. */
function isOverdue(dueDate: string | null, stateSlug: string, today: string): boolean {
  const done =
    stateSlug === workflowStateSlugs.approved || stateSlug === workflowStateSlugs.published
  return dueDate !== null && dueDate < today && !done
}

export function toAssignment(
  row: AssignmentRow,
  people: People,
  today: string,
): WorkflowAssignment {
  return {
    id: row.id,
    item: toItemSummary({
      id: row.content_item_id,
      title: row.item_title,
      slug: row.item_slug,
      status: row.item_status,
      content_type_id: row.item_content_type_id,
      content_type_name: row.content_type_name,
      updated_at: row.item_updated_at,
    }),
    state: { id: row.state_id, name: row.state_name, slug: row.state_slug, color: row.state_color },
    assignee: personOf(people, row.assigned_to),
    submittedBy: personOf(people, row.submitted_by),
    dueDate: row.due_date,
    overdue: isOverdue(row.due_date, row.state_slug, today),
    notes: row.notes,
    commentCount: Number(row.comment_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** The user ids an assignment row shows. */
export function assignmentPeopleIds(row: AssignmentRow): (string | null)[] {
  return [row.assigned_to, row.submitted_by]
}

export function toComment(row: Omit<WorkflowCommentRow, 'seq'>, people: People): WorkflowComment {
  return {
    id: row.id,
    itemId: row.content_item_id,
    parentId: row.parent_id,
    author: personOf(people, row.author_id),
    body: row.body,
    createdAt: row.created_at,
    editedAt: row.edited_at,
  }
}

export function toEvent(
  row: WorkflowEventRow,
  states: ReadonlyMap<string, WorkflowStateRow>,
  people: People,
): WorkflowEvent {
  const state = (id: string | null) => {
    const found = id ? states.get(id) : undefined
    return found ? toStateSummary(found) : null
  }
  return {
    id: row.id,
    itemId: row.content_item_id,
    action: row.action as WorkflowEventAction,
    fromState: state(row.from_state_id),
    toState: state(row.to_state_id),
    actor: personOf(people, row.actor_id),
    comment: row.comment,
    createdAt: row.created_at,
  }
}
