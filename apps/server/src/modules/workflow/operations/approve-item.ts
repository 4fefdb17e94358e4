import type { ApproveItemInput, WorkflowItem } from '@folio/schema'

import { reviewItem } from '../review.js'
import type { WorkflowContext } from '../transition.js'

/** Approves an item In Review, with an optional comment. The reviewer or an admin. */
export async function approveItem(
  ctx: WorkflowContext,
  itemId: string,
  input: ApproveItemInput,
): Promise<WorkflowItem> {
  return reviewItem(ctx, itemId, 'approve', input.comment)
}
