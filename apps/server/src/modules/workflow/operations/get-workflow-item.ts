import { isEditor, type WorkflowItem } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { findItemAssignment } from '../assignments.repository.js'
import { listItemComments } from '../comments.repository.js'
import { listItemEvents } from '../events.repository.js'
import { findItemSummary } from '../items.repository.js'
import { listStates } from '../states.repository.js'
import { subjectOf } from '../transition.js'
import { allowedActions } from '../workflow-rules.js'
import { itemNotFound } from '../workflow-errors.js'
import {
  assignmentPeopleIds,
  loadPeople,
  todayUtc,
  toAssignment,
  toComment,
  toEvent,
  toItemSummary,
} from '../workflow-view.js'

/**
 * Everything the Workflow screen's side panel shows about an item: its assignment, comments,
 * history, and the transitions the caller may make now. Any signed-in user.
 */
export async function getWorkflowItem(
  ctx: OperationContext,
  itemId: string,
): Promise<WorkflowItem> {
  const actor = requireActor(ctx)
  const item = await findItemSummary(ctx.db, itemId)
  if (!item) throw itemNotFound()
  const [assignment, comments, events, states] = await Promise.all([
    findItemAssignment(ctx.db, itemId),
    listItemComments(ctx.db, itemId),
    listItemEvents(ctx.db, itemId),
    listStates(ctx.db),
  ])
  const people = await loadPeople(ctx, [
    ...(assignment ? assignmentPeopleIds(assignment) : []),
    ...comments.map((comment) => comment.author_id),
    ...events.map((event) => event.actor_id),
  ])
  const statesById = new Map(states.map((state) => [state.id, state]))
  return {
    item: toItemSummary(item),
    assignment: assignment ? toAssignment(assignment, people, todayUtc()) : null,
    comments: comments.map((comment) => toComment(comment, people)),
    history: events.map((event) => toEvent(event, statesById, people)),
    allowedActions: allowedActions(subjectOf(ctx, item, assignment, states)),
    canComment: isEditor(actor.role),
  }
}
