import type { RequestChangesInput, WorkflowItem } from '@folio/schema'

import { reviewItem } from '../review.js'
import type { WorkflowContext } from '../transition.js'

/**
 * Sends an item In Review back to its author as Needs Changes; the comment (required) says
 * what to change. The reviewer or an admin.
 */
export async function requestChanges(
  ctx: WorkflowContext,
  itemId: string,
  input: RequestChangesInput,
): Promise<WorkflowItem> {
  return reviewItem(ctx, itemId, 'request-changes', input.comment)
}
