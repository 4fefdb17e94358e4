import type { ApproveItemInput, WorkflowItem } from '@folio/schema'

import { publishByRule } from '../automation-engine.js'
import { reviewItem } from '../review.js'
import type { WorkflowContext } from '../transition.js'
import { getWorkflowItem } from './get-workflow-item.js'

/**
 * Approves an item In Review, with an optional comment. The reviewer or an admin. A workflow
 * rule may then publish it, in a transaction of its own: the approval stands whatever the
 * publish meets.
 */
export async function approveItem(
  ctx: WorkflowContext,
  itemId: string,
  input: ApproveItemInput,
): Promise<WorkflowItem> {
  const approved = await reviewItem(ctx, itemId, 'approve', input.comment)
  return (await publishByRule(ctx, itemId)) ? getWorkflowItem(ctx, itemId) : approved
}
