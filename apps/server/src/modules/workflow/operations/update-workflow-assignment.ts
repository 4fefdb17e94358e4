import {
  notificationMessages,
  workflowMessages,
  type UpdateWorkflowAssignmentInput,
  type WorkflowItem,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { createNotifications } from '../../notifications/index.js'
import { actorName, requireAssignee } from '../assignee.js'
import { updateAssignment } from '../assignments.repository.js'
import {
  itemLink,
  loadItemForTransition,
  recordWorkflowEvent,
  type WorkflowContext,
} from '../transition.js'
import { getWorkflowItem } from './get-workflow-item.js'

/**
 * Changes an assignment's reviewer, due date or notes without moving it. A new reviewer is
 * notified and the change is recorded in the history. Editors and admins.
 */
export async function updateWorkflowAssignment(
  ctx: WorkflowContext,
  itemId: string,
  input: UpdateWorkflowAssignmentInput,
): Promise<WorkflowItem> {
  const actor = await requireCapability(ctx, 'workflow.review')
  const emails = await withTransaction(ctx, async (trx) => {
    const { item, assignment } = await loadItemForTransition(trx, itemId)
    if (!assignment) throw new AppError('conflict', workflowMessages.notInWorkflow)
    const reassigned =
      input.assignedTo !== undefined && input.assignedTo !== assignment.assigned_to
        ? await requireAssignee(trx, input.assignedTo, assignment.submitted_by)
        : null
    await updateAssignment(trx.db, assignment.id, {
      ...(reassigned && { assigned_to: reassigned.id }),
      ...(input.dueDate !== undefined && { due_date: input.dueDate }),
      ...(input.notes !== undefined && { notes: input.notes || null }),
      updated_at: nowIso(),
      updated_by: actor.userId,
    })
    if (!reassigned) return []
    await recordWorkflowEvent(trx, {
      itemId: item.id,
      action: 'reassigned',
      fromStateId: assignment.state_id,
      toStateId: assignment.state_id,
    })
    const dueDate = input.dueDate === undefined ? assignment.due_date : input.dueDate
    return createNotifications(trx, [
      {
        kind: 'assignment',
        recipientIds: [reassigned.id],
        message: notificationMessages.assignment(await actorName(trx), item.title),
        details: dueDate ? `Due ${dueDate}` : null,
        link: itemLink(item.id),
      },
    ])
  })
  ctx.mail.sendAfterCommit(emails, ctx.logger)
  return getWorkflowItem(ctx, itemId)
}
