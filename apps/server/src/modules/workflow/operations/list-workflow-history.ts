import type { WorkflowEvent } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { listItemEvents } from '../events.repository.js'
import { findItemSummary } from '../items.repository.js'
import { listStates } from '../states.repository.js'
import { itemNotFound } from '../workflow-errors.js'
import { loadPeople, toEvent } from '../workflow-view.js'

/** An item's workflow history, newest first. Any signed-in user. */
export async function listWorkflowHistory(
  ctx: OperationContext,
  itemId: string,
): Promise<WorkflowEvent[]> {
  requireActor(ctx)
  if (!(await findItemSummary(ctx.db, itemId))) throw itemNotFound()
  const [events, states] = await Promise.all([listItemEvents(ctx.db, itemId), listStates(ctx.db)])
  const people = await loadPeople(
    ctx,
    events.map((event) => event.actor_id),
  )
  const statesById = new Map(states.map((state) => [state.id, state]))
  return events.map((event) => toEvent(event, statesById, people))
}
