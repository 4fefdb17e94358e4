import type { UpdateWorkflowStateInput, WorkflowState } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { findState, updateState } from '../states.repository.js'
import { stateNotFound } from '../workflow-errors.js'
import { requireWorkflowState } from './list-workflow-states.js'

/**
 * Renames and/or recolours a state, built-in ones included; the slug stays, so filters and
 * links keep working. Admins.
 */
export async function updateWorkflowState(
  ctx: OperationContext,
  id: string,
  input: UpdateWorkflowStateInput,
): Promise<WorkflowState> {
  const actor = accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    const before = await findState(trx.db, id)
    if (!before) throw stateNotFound()
    const changes = {
      ...(input.name !== undefined && { name: input.name.trim() }),
      ...(input.color !== undefined && { color: input.color.toUpperCase() }),
    }
    await updateState(trx.db, id, { ...changes, updated_at: nowIso() })
    await recordSettingChange(trx.db, actor, {
      area: 'workflow',
      action: 'updated',
      target: before.slug,
      summary: `Review state “${changes.name ?? before.name}” changed`,
      before: { name: before.name, color: before.color },
      after: { name: changes.name ?? before.name, color: changes.color ?? before.color },
    })
  })
  return requireWorkflowState(ctx, id)
}
