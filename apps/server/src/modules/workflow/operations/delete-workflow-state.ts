import { workflowMessages } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { countAssignmentsInState, deleteState, findState } from '../states.repository.js'
import { stateNotFound } from '../workflow-errors.js'

/**
 * Deletes a custom state no item is in. Built-in states stay (the transitions need them);
 * history entries that named the state keep their place without it. Admins.
 */
export async function deleteWorkflowState(ctx: OperationContext, id: string): Promise<void> {
  const actor = accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    const state = await findState(trx.db, id)
    if (!state) throw stateNotFound()
    if (state.built_in === 1) throw new AppError('conflict', workflowMessages.stateBuiltIn)
    const inUse = await countAssignmentsInState(trx.db, id)
    if (inUse > 0) throw new AppError('in_use', workflowMessages.stateInUse(inUse))
    await deleteState(trx.db, id)
    await recordSettingChange(trx.db, actor, {
      area: 'workflow',
      action: 'deleted',
      target: state.slug,
      summary: `Review state “${state.name}” deleted`,
      before: { name: state.name, slug: state.slug, color: state.color },
    })
  })
  ctx.logger.info({ stateId: id, by: actor.userId }, 'workflow state deleted')
}
