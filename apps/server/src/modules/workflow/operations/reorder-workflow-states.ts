import {
  workflowMessages,
  type ReorderWorkflowStatesInput,
  type WorkflowState,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { listStates, setStatePositions } from '../states.repository.js'
import { listWorkflowStates } from './list-workflow-states.js'

/**
 * Puts the states in the given order, in one transaction: the list must name every state
 * exactly once, or nothing changes (a stale screen cannot drop or duplicate a state). Admins.
 */
export async function reorderWorkflowStates(
  ctx: OperationContext,
  input: ReorderWorkflowStatesInput,
): Promise<WorkflowState[]> {
  const actor = accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    const states = await listStates(trx.db)
    const known = new Set(states.map((state) => state.id))
    const named = new Set(input.ids)
    const complete =
      named.size === input.ids.length &&
      named.size === known.size &&
      input.ids.every((id) => known.has(id))
    if (!complete) {
      throw new AppError('unprocessable', workflowMessages.orderIncomplete, [
        { path: 'ids', message: workflowMessages.orderIncomplete },
      ])
    }
    await setStatePositions(trx.db, input.ids, nowIso())
    const slugOf = new Map(states.map((state) => [state.id, state.slug]))
    await recordSettingChange(trx.db, actor, {
      area: 'workflow',
      action: 'updated',
      summary: 'Review states reordered',
      before: states.map((state) => state.slug),
      after: input.ids.map((id) => slugOf.get(id)),
    })
  })
  return listWorkflowStates(ctx)
}
