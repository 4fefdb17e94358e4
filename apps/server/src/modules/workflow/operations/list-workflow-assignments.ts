import type { ParsedListWorkflowAssignmentsQuery, WorkflowAssignmentPage } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { countAssignments, listAssignments } from '../assignments.repository.js'
import { assignmentPeopleIds, loadPeople, todayUtc, toAssignment } from '../workflow-view.js'

/**
 * The Workflow screen's list: one row per item in the workflow, most recently changed first,
 * narrowed by title, state (id or slug) and assignee (`me` or a user id). Any signed-in user.
 */
export async function listWorkflowAssignments(
  ctx: OperationContext,
  query: ParsedListWorkflowAssignmentsQuery,
): Promise<WorkflowAssignmentPage> {
  const actor = requireActor(ctx)
  const filters = {
    q: query.q || undefined,
    stateId: query.stateId,
    stateSlug: query.state,
    assigneeId: query.assignee === 'me' ? actor.userId : query.assignee,
  }
  const [rows, total] = await Promise.all([
    listAssignments(ctx.db, filters, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countAssignments(ctx.db, filters),
  ])
  const people = await loadPeople(ctx, rows.flatMap(assignmentPeopleIds))
  const today = todayUtc()
  return {
    data: rows.map((row) => toAssignment(row, people, today)),
    meta: { page: query.page, pageSize: query.pageSize, total },
  }
}
