import { z } from 'zod'

import { contentStatuses } from './content-items.js'

/** The Publishing Overview's periods (spec: Dashboard). */
export const dashboardPeriods = ['today', 'week', 'month'] as const
export type DashboardPeriod = (typeof dashboardPeriods)[number]

/**
 * `GET /api/v1/dashboard` query. `since` is the start of the chosen period in the viewer's own
 * time zone (midnight today, seven or thirty days back), which only the browser knows.
 */
export const dashboardQuerySchema = z.object({
  period: z.enum(dashboardPeriods).default('week'),
  since: z.iso.datetime({ offset: true }).optional(),
})
export type DashboardQuery = z.input<typeof dashboardQuerySchema>

export const dashboardSchema = z.object({
  totals: z.object({
    contentTypes: z.number(),
    contentItems: z.number(),
    published: z.number(),
    drafts: z.number(),
  }),
  /** Items updated within the period, by status; `percentage` is published / all, rounded. */
  overview: z.object({
    period: z.enum(dashboardPeriods),
    since: z.string(),
    total: z.number(),
    published: z.number(),
    drafts: z.number(),
    percentage: z.number(),
  }),
  recent: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(contentStatuses),
      contentTypeId: z.string(),
      /** Null when the type is gone; the screen shows Unknown Type. */
      contentTypeName: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
  /** Workflow assignment counts by state. */
  workflow: z.object({ pendingReview: z.number(), needsChanges: z.number(), approved: z.number() }),
})
export type Dashboard = z.infer<typeof dashboardSchema>

/** Rounded share of published items; 0 when there are none (spec section 9). */
export function publishedPercentage(published: number, total: number): number {
  return total === 0 ? 0 : Math.round((published / total) * 100)
}
