import type { WorkflowState } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { listStatesWithCounts } from '../states.repository.js'
import { stateNotFound } from '../workflow-errors.js'
import { toWorkflowState } from '../workflow-view.js'

/** Every workflow state in order, with how many items are in each. Any signed-in user. */
export async function listWorkflowStates(ctx: OperationContext): Promise<WorkflowState[]> {
  requireActor(ctx)
  return (await listStatesWithCounts(ctx.db)).map(toWorkflowState)
}

/** One state as the list shows it; 404 when it does not exist. */
export async function requireWorkflowState(
  ctx: OperationContext,
  id: string,
): Promise<WorkflowState> {
  const found = (await listStatesWithCounts(ctx.db)).find((state) => state.id === id)
  if (!found) throw stateNotFound()
  return toWorkflowState(found)
}
