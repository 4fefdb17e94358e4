import { isAdmin, workflowMessages } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { deleteCommentKeepingReplies, findItemComment } from '../comments.repository.js'
import { commentNotFound } from '../workflow-errors.js'

/**
 * Deletes a comment: its author, or an admin. Replies to it stay, moved up to its parent.
 * Editors and admins.
 */
export async function deleteWorkflowComment(
  ctx: OperationContext,
  itemId: string,
  commentId: string,
): Promise<void> {
  const actor = await requireCapability(ctx, 'workflow.review')
  await withTransaction(ctx, async (trx) => {
    const comment = await findItemComment(trx.db, itemId, commentId)
    if (!comment) throw commentNotFound()
    if (comment.author_id !== actor.userId && !isAdmin(actor.role)) {
      throw new AppError('forbidden', workflowMessages.commentDeleteNotOwn)
    }
    await deleteCommentKeepingReplies(trx.db, comment)
  })
}
