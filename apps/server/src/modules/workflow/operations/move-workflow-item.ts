import {
  workflowMessages,
  workflowStateSlugs,
  type MoveWorkflowItemInput,
  type WorkflowItem,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { loadItemForTransition, moveAssignment, type WorkflowContext } from '../transition.js'
import { assertAllowed, moveRefusal } from '../workflow-rules.js'
import { getWorkflowItem } from './get-workflow-item.js'

/**
 * Puts an item in any state (a custom one, or back to Draft), outside the usual transitions;
 * Published is reached only by publishing. Admins.
 */
export async function moveWorkflowItem(
  ctx: WorkflowContext,
  itemId: string,
  input: MoveWorkflowItemInput,
): Promise<WorkflowItem> {
  accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    const { assignment, states, subject } = await loadItemForTransition(trx, itemId)
    assertAllowed(moveRefusal(subject))
    if (!assignment) return
    const to = states.find((state) => state.id === input.stateId)
    if (!to) {
      throw new AppError('unprocessable', workflowMessages.stateNotFound, [
        { path: 'stateId', message: workflowMessages.stateNotFound },
      ])
    }
    if (to.slug === workflowStateSlugs.published) {
      throw new AppError('unprocessable', workflowMessages.moveToPublished)
    }
    if (to.id === assignment.state_id) {
      throw new AppError('conflict', workflowMessages.alreadyInState(to.name))
    }
    await moveAssignment(trx, assignment, to, 'moved', input.comment?.trim() || null)
  })
  return getWorkflowItem(ctx, itemId)
}
