import {
  illegalTransitionMessage,
  isAdmin,
  workflowActions,
  workflowMessages,
  workflowStateSlugs,
  type ContentStatus,
  type WorkflowAction,
} from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { Actor } from '../../lib/context.js'
import { roleRefusal } from '../access/index.js'

/*
 * Who may make which transition from which state. Pure: the operations throw what these
 * return, and the item view lists the actions for which they return nothing, so the buttons
 * a caller sees are exactly the requests that would succeed.
 */

/** What the rules look at. `assignment` is null while the item is not in the workflow. */
export interface TransitionSubject {
  actor: Actor
  assignment: { assignedTo: string; stateSlug: string; stateName: string } | null
  itemStatus: ContentStatus
  /** Current names of the states, by slug, for messages that name them. */
  stateNames: ReadonlyMap<string, string>
}

const { inReview, approved, published } = workflowStateSlugs

function nameOf(subject: TransitionSubject, slug: string): string {
  return subject.stateNames.get(slug) ?? slug
}

function conflict(subject: TransitionSubject, rule: string): AppError {
  const current = subject.assignment?.stateName ?? nameOf(subject, workflowStateSlugs.draft)
  return new AppError('conflict', illegalTransitionMessage(current, rule))
}

/** Submit: editors and admins, from any state but In Review and Approved (or no state yet). */
export function submitRefusal(subject: TransitionSubject): AppError | null {
  const refused = roleRefusal(subject.actor, 'editor')
  if (refused) return refused
  const slug = subject.assignment?.stateSlug
  if (slug === inReview || slug === approved) {
    return conflict(
      subject,
      `only items that are not ${nameOf(subject, inReview)} or ${nameOf(subject, approved)} can be submitted for review`,
    )
  }
  return null
}

/** Approve and request changes: the assigned reviewer or an admin, from In Review. */
export function reviewRefusal(
  subject: TransitionSubject,
  action: 'approve' | 'request-changes',
): AppError | null {
  const refused = roleRefusal(subject.actor, 'editor')
  if (refused) return refused
  if (!subject.assignment) return new AppError('conflict', workflowMessages.notInWorkflow)
  const { actor, assignment } = subject
  if (!isAdmin(actor.role) && assignment.assignedTo !== actor.userId) {
    return new AppError('forbidden', workflowMessages.notReviewer)
  }
  if (assignment.stateSlug !== inReview) {
    const verb = action === 'approve' ? 'can be approved' : 'can have changes requested'
    return conflict(subject, `only items ${nameOf(subject, inReview)} ${verb}`)
  }
  return null
}

/** Publish: editors from Approved; admins from any state, unless it is live already. */
export function publishRefusal(subject: TransitionSubject): AppError | null {
  const refused = roleRefusal(subject.actor, 'editor')
  if (refused) return refused
  if (!subject.assignment) return new AppError('conflict', workflowMessages.notInWorkflow)
  const slug = subject.assignment.stateSlug
  if (!isAdmin(subject.actor.role) && slug !== approved) {
    return conflict(subject, `only ${nameOf(subject, approved)} items can be published`)
  }
  if (slug === published && subject.itemStatus === 'published') {
    return conflict(subject, 'it is live already')
  }
  return null
}

/** Move to any state (custom ones included): admins, for items in the workflow. */
export function moveRefusal(subject: TransitionSubject): AppError | null {
  const refused = roleRefusal(subject.actor, 'admin')
  if (refused) return refused
  if (!subject.assignment) return new AppError('conflict', workflowMessages.notInWorkflow)
  return null
}

function refusalOf(subject: TransitionSubject, action: WorkflowAction): AppError | null {
  switch (action) {
    case 'submit':
      return submitRefusal(subject)
    case 'approve':
    case 'request-changes':
      return reviewRefusal(subject, action)
    case 'publish':
      return publishRefusal(subject)
    case 'move':
      return moveRefusal(subject)
  }
}

/** The transitions the actor may make now. */
export function allowedActions(subject: TransitionSubject): WorkflowAction[] {
  return workflowActions.filter((action) => refusalOf(subject, action) === null)
}

/** Throws the refusal, if any. */
export function assertAllowed(refusal: AppError | null): void {
  if (refusal) throw refusal
}
