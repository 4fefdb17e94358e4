import { isAdmin, workflowMessages, workflowStateSlugs, type ContentStatus } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { accessOf } from '../../access/index.js'
import { findAssignmentState } from '../assignments.repository.js'
import { findStateBySlug } from '../states.repository.js'
import { moveAssignment } from '../transition.js'

/** A content save, as the workflow sees it. */
export interface ContentSave {
  itemId: string
  /** Null for a new item. */
  previousStatus: ContentStatus | null
  status: ContentStatus
  /** The title, slug or data changed (a status change alone is no edit). */
  contentChanged: boolean
}

const LIVE: readonly ContentStatus[] = ['published', 'scheduled']

/**
 * The workflow's part in every content save (the editor, the API and the workflow's own
 * publish alike), inside the save's transaction so a refusal undoes the save:
 *
 * 1. With Settings → Permissions → "require review before publishing" on, an editor (or a
 *    read-write API key) may make an item published or scheduled only when it is Approved and
 *    unchanged since; 403 otherwise. Admins always may.
 * 2. An item that goes live moves its assignment to Published.
 * 3. Editing an Approved item's content sends it back to In Review.
 */
export async function applyContentSave(ctx: OperationContext, save: ContentSave): Promise<void> {
  const actor = requireActor(ctx)
  const publishes = LIVE.includes(save.status) && save.status !== save.previousStatus
  // A new item is in no workflow yet: a create costs no extra query unless it publishes.
  const assignment =
    save.previousStatus === null ? undefined : await findAssignmentState(ctx.db, save.itemId)
  const approved = assignment?.state_slug === workflowStateSlugs.approved

  if (publishes && !isAdmin(actor.role)) {
    const { requireReviewBeforePublish } = await accessOf(ctx).settings()
    if (requireReviewBeforePublish && !approved) {
      throw new AppError('review_required', workflowMessages.reviewRequired)
    }
    if (requireReviewBeforePublish && save.contentChanged) {
      throw new AppError('review_required', workflowMessages.reviewRequiredAfterEdit)
    }
  }
  if (!assignment) return

  if (publishes) {
    const published = await findStateBySlug(ctx.db, workflowStateSlugs.published)
    if (published) {
      const action = save.status === 'scheduled' ? 'scheduled' : 'published'
      await moveAssignment(ctx, assignment, published, action)
    }
  } else if (approved && save.contentChanged) {
    const inReview = await findStateBySlug(ctx.db, workflowStateSlugs.inReview)
    if (inReview) {
      await moveAssignment(ctx, assignment, inReview, 'returned_to_review')
    }
  }
}
