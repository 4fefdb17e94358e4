import { randomUUID } from 'node:crypto'

import {
  notificationMessages,
  workflowMessages,
  workflowStateSlugs,
  type SubmitForReviewInput,
  type WorkflowItem,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { createNotifications } from '../../notifications/index.js'
import { actorName, requireAssignee } from '../assignee.js'
import { insertAssignment, updateAssignment } from '../assignments.repository.js'
import { reviewerByRule } from '../automation-engine.js'
import {
  itemLink,
  loadItemForTransition,
  recordWorkflowEvent,
  stateWithSlug,
  type WorkflowContext,
} from '../transition.js'
import { assertAllowed, submitRefusal } from '../workflow-rules.js'
import { getWorkflowItem } from './get-workflow-item.js'

/** What the reviewer reads in their notification: the due date and the submitter's notes. */
function assignmentDetails(dueDate: string | null, notes: string | null): string | null {
  const lines = [...(dueDate ? [`Due ${dueDate}`] : []), ...(notes ? [notes] : [])]
  return lines.length ? lines.join('\n') : null
}

/** 400 on `assignedTo`: no reviewer was chosen and no workflow rule names one. */
function reviewerRequired(): AppError {
  const message = workflowMessages.assigneeRequired
  return new AppError('validation_failed', message, [{ path: 'assignedTo', message }])
}

/**
 * Submits an item for review by an active editor or admin, moving it to In Review: from no
 * state yet, Draft, Needs Changes, Published or a custom state. Without a chosen reviewer, the
 * workflow automation rule for the item's type assigns one. A resubmission keeps the reviewer,
 * due date and notes it does not replace. The reviewer is notified. Editors and admins.
 */
export async function submitForReview(
  ctx: WorkflowContext,
  itemId: string,
  input: SubmitForReviewInput,
): Promise<WorkflowItem> {
  const actor = await requireCapability(ctx, 'workflow.review')
  const emails = await withTransaction(ctx, async (trx) => {
    const { item, assignment, states, subject } = await loadItemForTransition(trx, itemId)
    assertAllowed(submitRefusal(subject))
    // A reviewer chosen in the request always wins; a resubmission keeps the last reviewer
    // (unless that is the submitter, who cannot review their own work); then a rule's.
    const lastReviewer =
      assignment && assignment.assigned_to !== actor.userId ? assignment.assigned_to : null
    const reviewerId =
      input.assignedTo ?? lastReviewer ?? (await reviewerByRule(trx, item.content_type_id))
    if (!reviewerId) throw reviewerRequired()
    const reviewer = await requireAssignee(trx, reviewerId, actor.userId)
    const inReview = stateWithSlug(states, workflowStateSlugs.inReview)
    const now = nowIso()
    const dueDate = input.dueDate === undefined ? (assignment?.due_date ?? null) : input.dueDate
    const notes = input.notes === undefined ? (assignment?.notes ?? null) : input.notes || null
    const fields = {
      state_id: inReview.id,
      assigned_to: reviewer.id,
      due_date: dueDate,
      notes,
      submitted_by: actor.userId,
      updated_at: now,
      updated_by: actor.userId,
    }
    if (assignment) {
      await updateAssignment(trx.db, assignment.id, fields)
    } else {
      await insertAssignment(trx.db, {
        id: randomUUID(),
        content_item_id: item.id,
        created_at: now,
        created_by: actor.userId,
        ...fields,
      })
    }
    await recordWorkflowEvent(trx, {
      itemId: item.id,
      action: 'submitted',
      fromStateId: assignment?.state_id ?? null,
      toStateId: inReview.id,
      comment: notes,
    })
    return createNotifications(trx, [
      {
        kind: 'assignment',
        recipientIds: [reviewer.id],
        message: notificationMessages.assignment(await actorName(trx), item.title),
        details: assignmentDetails(dueDate, notes),
        link: itemLink(item.id),
      },
    ])
  })
  ctx.mail.sendAfterCommit(emails, ctx.logger)
  return getWorkflowItem(ctx, itemId)
}
