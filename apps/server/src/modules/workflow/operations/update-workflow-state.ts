import type { UpdateWorkflowStateInput, WorkflowState } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
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
  requireActorRole(ctx, 'admin')
  if (!(await findState(ctx.db, id))) throw stateNotFound()
  await updateState(ctx.db, id, {
    ...(input.name !== undefined && { name: input.name.trim() }),
    ...(input.color !== undefined && { color: input.color.toUpperCase() }),
    updated_at: nowIso(),
  })
  return requireWorkflowState(ctx, id)
}
