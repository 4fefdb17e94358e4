import {
  publishedPercentage,
  type ContentStatus,
  type Dashboard,
  type DashboardPeriod,
} from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import {
  countContentItems,
  countContentTypes,
  countWorkflowAssignments,
  listRecentItems,
} from '../dashboard.repository.js'

const RECENT_ITEMS = 5
const DAY_MS = 24 * 60 * 60 * 1000

export interface DashboardRequest {
  period: DashboardPeriod
  /** Start of the period in the viewer's time zone; computed in UTC when absent. */
  since?: string
}

/** The dashboard's numbers for any signed-in user. */
export async function getDashboard(
  ctx: OperationContext,
  { period, since }: DashboardRequest,
  now: Date = new Date(),
): Promise<Dashboard> {
  requireActor(ctx)
  // Stored timestamps are UTC ISO text; a `since` with an offset must become one too before
  // the two compare as text.
  const from = since ? new Date(since).toISOString() : periodStart(period, now)

  const [contentTypes, all, inPeriod, recent, workflow] = await Promise.all([
    countContentTypes(ctx.db),
    countContentItems(ctx.db),
    countContentItems(ctx.db, from),
    listRecentItems(ctx.db, RECENT_ITEMS),
    countWorkflowAssignments(ctx.db),
  ])

  return {
    totals: {
      contentTypes,
      contentItems: all.total,
      published: all.published,
      drafts: all.drafts,
    },
    overview: {
      period,
      since: from,
      ...inPeriod,
      percentage: publishedPercentage(inPeriod.published, inPeriod.total),
    },
    recent: recent.map((item) => ({
      id: item.id,
      title: item.title,
      status: item.status as ContentStatus,
      contentTypeId: item.content_type_id,
      contentTypeName: item.content_type_name,
      updatedAt: item.updated_at,
    })),
    workflow,
  }
}

/** The period's start in UTC, for callers that did not say where their day begins. */
function periodStart(period: DashboardPeriod, now: Date): string {
  if (period === 'today') {
    return new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
    ).toISOString()
  }
  const days = period === 'week' ? 7 : 30
  return new Date(now.getTime() - days * DAY_MS).toISOString()
}
