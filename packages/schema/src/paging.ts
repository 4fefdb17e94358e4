import { z } from 'zod'

/**
 * The deepest page any list answers. Beyond it offsets grow past what the databases count
 * with (a 23-digit page overflowed them into a 500), and no person or sync job pages that far.
 */
export const PAGE_MAX = 1_000_000

export const pagingMessages = {
  page: 'page must be a whole number of at least 1',
  pageTooHigh: `page must be at most ${PAGE_MAX.toLocaleString('en-US')}`,
} as const

/** The `page` query parameter of every paged list. */
export const pageQuerySchema = z.coerce
  .number({ error: pagingMessages.page })
  .int({ error: pagingMessages.page })
  .min(1, { error: pagingMessages.page })
  .max(PAGE_MAX, { error: pagingMessages.pageTooHigh })
  .default(1)
