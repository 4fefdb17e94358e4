import { randomUUID } from 'node:crypto'

import { notificationMessages, workflowStateSlugs, type WorkflowItem } from '@folio/schema'

import { nowIso } from '../../lib/clock.js'
import { requireCapability } from '../access/index.js'
import { withTransaction } from '../../lib/transaction.js'
import { createNotifications } from '../notifications/index.js'
import { actorName } from './assignee.js'
import { insertComment } from './comments.repository.js'
import { getWorkflowItem } from './operations/get-workflow-item.js'
import {
  itemLink,
  loadItemForTransition,
  moveAssignment,
  stateWithSlug,
  type WorkflowContext,
} from './transition.js'
import { assertAllowed, reviewRefusal } from './workflow-rules.js'

const outcomes = {
  approve: {
    to: workflowStateSlugs.approved,
    event: 'approved',
    kind: 'approved',
    message: notificationMessages.approved,
  },
  'request-changes': {
    to: workflowStateSlugs.needsChanges,
    event: 'changes_requested',
    kind: 'changes_requested',
    message: notificationMessages.changesRequested,
  },
} as const

/**
 * A reviewer's decision on an item In Review: approved, or back to its author with changes
 * requested. The comment joins the item's thread and its history, and the submitter is told.
 * The assigned reviewer or an admin.
 */
export async function reviewItem(
  ctx: WorkflowContext,
  itemId: string,
  decision: keyof typeof outcomes,
  comment: string | undefined,
): Promise<WorkflowItem> {
  const actor = await requireCapability(ctx, 'workflow.review')
  const outcome = outcomes[decision]
  const emails = await withTransaction(ctx, async (trx) => {
    const { item, assignment, states, subject } = await loadItemForTransition(trx, itemId)
    assertAllowed(reviewRefusal(subject, decision))
    // The rules refuse an item without an assignment; this tells the compiler so.
    if (!assignment) return []
    const text = comment?.trim() || null
    await moveAssignment(trx, assignment, stateWithSlug(states, outcome.to), outcome.event, text)
    if (text) {
      await insertComment(trx.db, {
        id: randomUUID(),
        content_item_id: item.id,
        parent_id: null,
        author_id: actor.userId,
        body: text,
        created_at: nowIso(),
        edited_at: null,
      })
    }
    return createNotifications(trx, [
      {
        kind: outcome.kind,
        recipientIds: [assignment.submitted_by],
        message: outcome.message(await actorName(trx), item.title),
        details: text,
        link: itemLink(item.id),
      },
    ])
  })
  ctx.mail.sendAfterCommit(emails, ctx.logger)
  return getWorkflowItem(ctx, itemId)
}
