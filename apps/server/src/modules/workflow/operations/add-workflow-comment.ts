import { randomUUID } from 'node:crypto'

import {
  notificationMessages,
  workflowMessages,
  type CreateWorkflowCommentInput,
  type WorkflowComment,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { createNotifications } from '../../notifications/index.js'
import { actorName } from '../assignee.js'
import { findItemAssignment } from '../assignments.repository.js'
import { findItemComment, insertComment, listCommenterIds } from '../comments.repository.js'
import { findItemSummary } from '../items.repository.js'
import { itemLink, type WorkflowContext } from '../transition.js'
import { itemNotFound } from '../workflow-errors.js'
import { loadPeople, toComment } from '../workflow-view.js'

/** How much of a comment a notification quotes. */
const EXCERPT_CHARS = 200

function excerpt(text: string): string {
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text
}

/**
 * Adds a comment (or a reply) to an item. The people taking part are notified: the submitter,
 * the reviewer and everyone who commented before, never the author. Editors and admins.
 */
export async function addWorkflowComment(
  ctx: WorkflowContext,
  itemId: string,
  input: CreateWorkflowCommentInput,
): Promise<WorkflowComment> {
  const actor = await requireCapability(ctx, 'workflow.review')
  const { row, emails } = await withTransaction(ctx, async (trx) => {
    const item = await findItemSummary(trx.db, itemId)
    if (!item) throw itemNotFound()
    const parentId = input.parentId ?? null
    if (parentId && !(await findItemComment(trx.db, itemId, parentId))) {
      throw new AppError('unprocessable', workflowMessages.parentNotFound, [
        { path: 'parentId', message: workflowMessages.parentNotFound },
      ])
    }
    const [assignment, commenters] = await Promise.all([
      findItemAssignment(trx.db, itemId),
      listCommenterIds(trx.db, itemId),
    ])
    const row = {
      id: randomUUID(),
      content_item_id: itemId,
      parent_id: parentId,
      author_id: actor.userId,
      body: input.body.trim(),
      created_at: nowIso(),
      edited_at: null,
    }
    await insertComment(trx.db, row)
    const emails = await createNotifications(trx, [
      {
        kind: 'comment',
        recipientIds: [
          assignment?.submitted_by ?? null,
          assignment?.assigned_to ?? null,
          ...commenters,
        ],
        message: notificationMessages.comment(await actorName(trx), item.title),
        details: excerpt(row.body),
        link: itemLink(itemId),
      },
    ])
    return { row, emails }
  })
  ctx.mail.sendAfterCommit(emails, ctx.logger)
  return toComment(row, await loadPeople(ctx, [row.author_id]))
}
