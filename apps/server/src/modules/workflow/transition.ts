import { randomUUID } from 'node:crypto'

import type { ContentStatus, WorkflowEventAction } from '@folio/schema'

import { nowIso } from '../../lib/clock.js'
import type { OperationContext } from '../../lib/context.js'
import { requireActor } from '../../lib/permissions.js'
import type { NotificationMailer } from '../notifications/index.js'
import {
  findItemAssignment,
  updateAssignment,
  type AssignmentRow,
} from './assignments.repository.js'
import { insertEvent } from './events.repository.js'
import { findItemSummary, lockItem, type ItemSummaryRow } from './items.repository.js'
import { listStates, type WorkflowStateRow } from './states.repository.js'
import { itemNotFound } from './workflow-errors.js'
import type { TransitionSubject } from './workflow-rules.js'

/** Transitions notify people by email once their transaction has committed. */
export interface WorkflowContext extends OperationContext {
  mail: NotificationMailer
}

/** Where a notification about an item takes its reader: the item's workflow panel. */
export function itemLink(itemId: string): string {
  return `/workflow?item=${encodeURIComponent(itemId)}`
}

export interface LoadedItem {
  item: ItemSummaryRow
  assignment: AssignmentRow | undefined
  states: WorkflowStateRow[]
  subject: TransitionSubject
}

/** The subject of the rules for an item and its (possibly missing) assignment. */
export function subjectOf(
  ctx: OperationContext,
  item: Pick<ItemSummaryRow, 'status'>,
  assignment: AssignmentRow | undefined,
  states: readonly WorkflowStateRow[],
): TransitionSubject {
  return {
    actor: requireActor(ctx),
    assignment: assignment
      ? {
          assignedTo: assignment.assigned_to,
          stateSlug: assignment.state_slug,
          stateName: assignment.state_name,
        }
      : null,
    itemStatus: item.status as ContentStatus,
    stateNames: new Map(states.map((state) => [state.slug, state.name])),
  }
}

/**
 * Locks the item (call inside a transaction) and reads what a transition decides on: the
 * item, its assignment and the states. 404 when the item does not exist.
 */
export async function loadItemForTransition(
  ctx: OperationContext,
  itemId: string,
): Promise<LoadedItem> {
  if (!(await lockItem(ctx.db, ctx.dialect, itemId))) throw itemNotFound()
  const [item, assignment, states] = await Promise.all([
    findItemSummary(ctx.db, itemId),
    findItemAssignment(ctx.db, itemId),
    listStates(ctx.db),
  ])
  if (!item) throw itemNotFound()
  return { item, assignment, states, subject: subjectOf(ctx, item, assignment, states) }
}

/** A state by slug; the built-in ones cannot be deleted, so they are always there. */
export function stateWithSlug(states: readonly WorkflowStateRow[], slug: string): WorkflowStateRow {
  const state = states.find((candidate) => candidate.slug === slug)
  if (!state) throw new Error(`The built-in workflow state "${slug}" is missing`)
  return state
}

/** Records one history entry. */
export async function recordWorkflowEvent(
  ctx: OperationContext,
  event: {
    itemId: string
    action: WorkflowEventAction
    fromStateId: string | null
    toStateId: string | null
    comment?: string | null | undefined
  },
): Promise<void> {
  await insertEvent(ctx.db, {
    id: randomUUID(),
    content_item_id: event.itemId,
    action: event.action,
    from_state_id: event.fromStateId,
    to_state_id: event.toStateId,
    actor_id: ctx.actor?.userId ?? null,
    comment: event.comment ?? null,
    created_at: nowIso(),
  })
}

/** Moves an assignment to `to` and records the transition in the item's history. */
export async function moveAssignment(
  ctx: OperationContext,
  assignment: Pick<AssignmentRow, 'id' | 'content_item_id' | 'state_id'>,
  to: Pick<WorkflowStateRow, 'id'>,
  action: WorkflowEventAction,
  comment?: string | null,
): Promise<void> {
  await updateAssignment(ctx.db, assignment.id, {
    state_id: to.id,
    updated_at: nowIso(),
    updated_by: ctx.actor?.userId ?? null,
  })
  await recordWorkflowEvent(ctx, {
    itemId: assignment.content_item_id,
    action,
    fromStateId: assignment.state_id,
    toStateId: to.id,
    comment,
  })
}
