import { workflowStateSlugs, type PublishWorkflowItemInput, type WorkflowItem } from '@folio/schema'

import { requireCapability, requireContentCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { getContentItem, updateContentItem } from '../../content/index.js'
import {
  loadItemForTransition,
  moveAssignment,
  stateWithSlug,
  type WorkflowContext,
} from '../transition.js'
import { assertAllowed, publishRefusal } from '../workflow-rules.js'
import { getWorkflowItem } from './get-workflow-item.js'

function sameInstant(a: string | null, b: string): boolean {
  return a !== null && new Date(a).getTime() === new Date(b).getTime()
}

/**
 * Publishes an item now, or schedules it (`scheduledFor`, in the future). It is the content
 * editor's own save with status published or scheduled, so versions, webhooks and caches
 * behave the same, and that save moves the assignment to Published. An item live already
 * (published, then reviewed again) only moves in the workflow. Editors from Approved; admins
 * from any state.
 */
export async function publishWorkflowItem(
  ctx: WorkflowContext,
  itemId: string,
  input: PublishWorkflowItemInput,
): Promise<WorkflowItem> {
  await requireCapability(ctx, 'workflow.review')
  await withTransaction(ctx, async (trx) => {
    const { item, assignment, states, subject } = await loadItemForTransition(trx, itemId)
    assertAllowed(publishRefusal(subject))
    if (!assignment) return
    const scheduledFor = input.scheduledFor ?? null
    if (!scheduledFor && item.status === 'published') {
      const published = stateWithSlug(states, workflowStateSlugs.published)
      await moveAssignment(trx, assignment, published, 'published')
      return
    }
    const current = await getContentItem(trx, item.content_type_id, item.id)
    if (
      scheduledFor &&
      current.status === 'scheduled' &&
      sameInstant(current.scheduledFor, scheduledFor)
    ) {
      // Saving the same schedule again would change nothing, so the save would not move the
      // assignment either: move it here, after the check that save would have made.
      const typeName = item.content_type_name ?? undefined
      await requireContentCapability(trx, item.content_type_id, 'publish', typeName)
      const published = stateWithSlug(states, workflowStateSlugs.published)
      await moveAssignment(trx, assignment, published, 'scheduled')
      return
    }
    await updateContentItem(trx, item.content_type_id, item.id, {
      title: current.title,
      slug: current.slug,
      status: scheduledFor ? 'scheduled' : 'published',
      scheduledFor,
      data: current.data,
      version: current.version,
    })
  })
  return getWorkflowItem(ctx, itemId)
}
