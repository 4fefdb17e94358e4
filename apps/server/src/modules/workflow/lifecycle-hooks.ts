import { isAdmin, workflowMessages, workflowStateSlugs, type ContentStatus } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import { accessOf } from '../access/index.js'
import type { ItemChange, Lifecycle } from '../lifecycle/index.js'
import { findAssignmentState } from './assignments.repository.js'
import { findStateBySlug } from './states.repository.js'
import { moveAssignment } from './transition.js'

const LIVE: readonly ContentStatus[] = ['published', 'scheduled']

/** A save someone made (not the scheduler's publish or a delete's unlink, nor a delete). */
function isUserSave(change: ItemChange): change is ItemChange & { input: object } {
  return change.input !== null && change.actor !== null && change.operation !== 'delete'
}

function goesLive(change: ItemChange & { input: { status: ContentStatus } }): boolean {
  return LIVE.includes(change.input.status) && change.input.status !== change.previous?.status
}

/** The item's assignment, read once per change for both stages. */
const assignments = new WeakMap<ItemChange, ReturnType<typeof findAssignmentState>>()

function assignmentOf(ctx: OperationContext, change: ItemChange) {
  // A new item is in no workflow yet: a create costs no extra query.
  if (!change.previous) return Promise.resolve(undefined)
  let found = assignments.get(change)
  if (!found) {
    found = findAssignmentState(ctx.db, change.previous.id)
    assignments.set(change, found)
  }
  return found
}

/**
 * The workflow's part in every content save (the editor, the API, MCP and the workflow's own
 * publish alike), through the lifecycle:
 *
 * 1. `beforeChange`, after every plugin (it judges the final data): with Settings →
 *    Permissions → "require review before publishing" on, an editor (or a read-write API key)
 *    may make an item published or scheduled only when it is Approved and unchanged since;
 *    403 otherwise. Admins always may.
 * 2. `afterChange`: an item that goes live moves its assignment to Published; editing an
 *    Approved item's content sends it back to In Review.
 */
export function subscribeWorkflow(lifecycle: Lifecycle): void {
  lifecycle.on(
    'item.beforeChange',
    async (change, ctx) => {
      if (!isUserSave(change) || !goesLive(change) || isAdmin(change.actor!.role)) return
      const { requireReviewBeforePublish } = await accessOf(ctx).settings()
      if (!requireReviewBeforePublish) return
      const assignment = await assignmentOf(ctx, change)
      if (assignment?.state_slug !== workflowStateSlugs.approved) {
        throw new AppError('review_required', workflowMessages.reviewRequired)
      }
      if (change.contentChanged) {
        throw new AppError('review_required', workflowMessages.reviewRequiredAfterEdit)
      }
    },
    { owner: 'folio', order: 100 },
  )
  lifecycle.on(
    'item.afterChange',
    async (change, ctx) => {
      if (!isUserSave(change)) return
      const assignment = await assignmentOf(ctx, change)
      if (!assignment) return
      if (goesLive(change)) {
        const published = await findStateBySlug(ctx.db, workflowStateSlugs.published)
        if (!published) return
        const action = change.input.status === 'scheduled' ? 'scheduled' : 'published'
        await moveAssignment(ctx, assignment, published, action)
      } else if (assignment.state_slug === workflowStateSlugs.approved && change.contentChanged) {
        const inReview = await findStateBySlug(ctx.db, workflowStateSlugs.inReview)
        if (inReview) await moveAssignment(ctx, assignment, inReview, 'returned_to_review')
      }
    },
    { owner: 'folio' },
  )
}
