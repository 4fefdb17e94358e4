import { workflowMessages } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { deleteAssignment } from '../assignments.repository.js'
import { loadItemForTransition } from '../transition.js'

/**
 * Takes an item out of the workflow. Its comments and history stay, and it can be submitted
 * again later. Admins.
 */
export async function removeWorkflowAssignment(
  ctx: OperationContext,
  itemId: string,
): Promise<void> {
  const actor = accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    const { assignment } = await loadItemForTransition(trx, itemId)
    if (!assignment) throw new AppError('conflict', workflowMessages.notInWorkflow)
    await deleteAssignment(trx.db, assignment.id)
    trx.logger.info({ itemId, by: actor.userId }, 'item taken out of the workflow')
  })
}
