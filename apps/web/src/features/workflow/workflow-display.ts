import { DEFAULT_SCHEDULE_OFFSET_MS } from '@folio/schema'
import type { WorkflowComment, WorkflowEvent } from '@folio/schema'

import { formatDate } from '@/lib/format'

/** "Mar 3, 2025" for a `YYYY-MM-DD` due date, read as a calendar day (not UTC midnight). */
export const formatDueDate = (dueDate: string): string => formatDate(dueDate)

/** A moment as a datetime-local input value, in the viewer's time zone. */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

/** The default schedule time: one hour ahead (spec section 9). */
export function defaultScheduleInput(now: number = Date.now()): string {
  return toLocalInput(new Date(now + DEFAULT_SCHEDULE_OFFSET_MS))
}

/** A datetime-local value (read as local time) as ISO, or null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** A comment with its replies, oldest first at every level. */
export interface CommentNode {
  comment: WorkflowComment
  replies: CommentNode[]
}

/**
 * Threads the flat, oldest-first comment list by `parentId`. A reply whose parent is missing
 * (deleted since) is shown at the top level rather than lost.
 */
export function threadComments(comments: readonly WorkflowComment[]): CommentNode[] {
  const nodes = new Map<string, CommentNode>(
    comments.map((comment) => [comment.id, { comment, replies: [] }]),
  )
  const roots: CommentNode[] = []
  for (const comment of comments) {
    const node = nodes.get(comment.id) as CommentNode
    const parent = comment.parentId ? nodes.get(comment.parentId) : undefined
    if (parent && parent !== node) parent.replies.push(node)
    else roots.push(node)
  }
  return roots
}

const eventVerbs: Record<WorkflowEvent['action'], string> = {
  submitted: 'submitted it for review',
  approved: 'approved it',
  changes_requested: 'requested changes',
  published: 'published it',
  scheduled: 'scheduled it for publishing',
  returned_to_review: 'edited it after approval; it went back to review',
  moved: 'moved it',
  reassigned: 'changed the assignment',
  automation_failed: 'set off a workflow rule that could not publish it',
}

/** "Ada Lovelace approved it", for the history timeline. */
export function describeEvent(event: WorkflowEvent): string {
  // The rule acted, not the person whose approval set it off.
  if (event.action === 'automation_failed') return 'A workflow rule could not publish it'
  return `${event.actor?.name ?? 'Someone'} ${eventVerbs[event.action]}`
}
