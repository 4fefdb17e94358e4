import type { WorkflowComment } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { listItemComments } from '../comments.repository.js'
import { findItemSummary } from '../items.repository.js'
import { itemNotFound } from '../workflow-errors.js'
import { loadPeople, toComment } from '../workflow-view.js'

/** An item's comments, oldest first; `parentId` threads them. Any signed-in user. */
export async function listWorkflowComments(
  ctx: OperationContext,
  itemId: string,
): Promise<WorkflowComment[]> {
  requireActor(ctx)
  if (!(await findItemSummary(ctx.db, itemId))) throw itemNotFound()
  const comments = await listItemComments(ctx.db, itemId)
  const people = await loadPeople(
    ctx,
    comments.map((comment) => comment.author_id),
  )
  return comments.map((comment) => toComment(comment, people))
}
