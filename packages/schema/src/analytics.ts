import { z } from 'zod'

/**
 * Advanced analytics (Premium): content created and published per day, delivery API requests
 * per key per day and the most-read items, over the last 7, 30 or 90 UTC days.
 */

export const analyticsRanges = [7, 30, 90] as const
export type AnalyticsRange = (typeof analyticsRanges)[number]
export const ANALYTICS_DEFAULT_DAYS: AnalyticsRange = 30

/** How many items the most-read list names. */
export const ANALYTICS_MOST_READ_LIMIT = 10

export const analyticsMessages = {
  invalidRange: 'days must be 7, 30 or 90',
} as const

export function isAnalyticsRange(value: unknown): value is AnalyticsRange {
  return (analyticsRanges as readonly unknown[]).includes(value)
}

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine(isAnalyticsRange, { message: analyticsMessages.invalidRange })
    .default(ANALYTICS_DEFAULT_DAYS),
})
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>

const dayCount = z.object({ date: z.string(), count: z.number().int().nonnegative() })

export const analyticsSchema = z.object({
  days: z.number().int(),
  /** The first and last day of the range (`YYYY-MM-DD`, UTC); `to` is today. */
  from: z.string(),
  to: z.string(),
  totals: z.object({
    created: z.number().int().nonnegative(),
    published: z.number().int().nonnegative(),
    requests: z.number().int().nonnegative(),
    /** Reads of every item, not only the most-read ones. */
    reads: z.number().int().nonnegative(),
  }),
  /**
   * One entry per day of the range, oldest first, zeros included. `published` counts
   * publications: an item published, taken down and published again counts on both days.
   */
  contentPerDay: z.array(
    z.object({
      date: z.string(),
      created: z.number().int().nonnegative(),
      published: z.number().int().nonnegative(),
    }),
  ),
  /**
   * Keys with requests in the range, most requests first; `perDay` has every day of the range.
   * A revoked key is deleted with its counts, so only current keys appear.
   */
  requestsPerKey: z.array(
    z.object({
      apiKeyId: z.string(),
      name: z.string(),
      perDay: z.array(dayCount),
      total: z.number().int().nonnegative(),
    }),
  ),
  /** Single-item reads through the delivery API with an API key; most reads first. */
  mostRead: z.array(
    z.object({
      itemId: z.string(),
      title: z.string(),
      contentType: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
      reads: z.number().int().nonnegative(),
    }),
  ),
})
export type Analytics = z.infer<typeof analyticsSchema>

export const analyticsResponseSchema = z.object({ data: analyticsSchema })
