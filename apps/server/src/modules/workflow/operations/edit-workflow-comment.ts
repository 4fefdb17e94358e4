import {
  workflowMessages,
  type UpdateWorkflowCommentInput,
  type WorkflowComment,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { findItemComment, updateCommentBody } from '../comments.repository.js'
import { commentNotFound } from '../workflow-errors.js'
import { loadPeople, toComment } from '../workflow-view.js'

/** Changes the text of one's own comment (nobody else's, admins included). Editors and admins. */
export async function editWorkflowComment(
  ctx: OperationContext,
  itemId: string,
  commentId: string,
  input: UpdateWorkflowCommentInput,
): Promise<WorkflowComment> {
  const actor = await requireCapability(ctx, 'workflow.review')
  const comment = await findItemComment(ctx.db, itemId, commentId)
  if (!comment) throw commentNotFound()
  if (comment.author_id !== actor.userId) {
    throw new AppError('forbidden', workflowMessages.commentNotOwn)
  }
  const editedAt = nowIso()
  const body = input.body.trim()
  await updateCommentBody(ctx.db, comment.id, body, editedAt)
  const people = await loadPeople(ctx, [comment.author_id])
  return toComment({ ...comment, body, edited_at: editedAt }, people)
}
