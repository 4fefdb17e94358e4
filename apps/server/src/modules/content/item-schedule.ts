import { contentItemMessages, type ContentStatus } from '@folio/schema'

import { invalidContentItem } from './content-errors.js'

export interface ItemSchedule {
  status: ContentStatus
  scheduledFor: string | null
  publishedAt: string | null
}

/**
 * Status rules (spec section 4): scheduling needs a time strictly in the future and every other
 * status clears it; publishing stamps publishedAt once, and a later edit keeps the first date.
 */
export function resolveItemSchedule(
  input: { status: ContentStatus; scheduledFor?: string | null | undefined },
  currentPublishedAt: string | null,
  now: Date,
): ItemSchedule {
  let scheduledFor: string | null = null
  if (input.status === 'scheduled') {
    const at = input.scheduledFor ? new Date(input.scheduledFor) : null
    if (!at || !(at.getTime() > now.getTime())) {
      throw invalidContentItem([
        { path: 'scheduledFor', message: contentItemMessages.scheduleInFuture },
      ])
    }
    scheduledFor = at.toISOString()
  }
  const publishedAt =
    input.status === 'published' && !currentPublishedAt ? now.toISOString() : currentPublishedAt
  return { status: input.status, scheduledFor, publishedAt }
}

/** Saving with this status puts the item before the public, now or at its time: publishing. */
export function isPublishing(status: string): boolean {
  return status === 'published' || status === 'scheduled'
}
