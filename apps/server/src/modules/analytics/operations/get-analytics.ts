import { ANALYTICS_MOST_READ_LIMIT, type Analytics, type AnalyticsRange } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { requireEntitlement } from '../../billing/index.js'
import {
  countCreatedPerDay,
  countPublishedPerDay,
  countReadsSince,
  listKeyRequestsSince,
  listMostReadSince,
} from '../analytics.repository.js'

const DAY_MS = 86_400_000

/** The `count` UTC days ending with `now`'s, oldest first, as `YYYY-MM-DD`. */
export function rangeDays(now: Date, count: number): string[] {
  const today = Math.floor(now.getTime() / DAY_MS)
  return Array.from({ length: count }, (_, index) =>
    new Date((today - count + 1 + index) * DAY_MS).toISOString().slice(0, 10),
  )
}

/**
 * The analytics page over the last `days` UTC days, today included: items created and
 * published per day, API requests per key per day and the most-read items. Request and read
 * counts are as of the counters' last flush, a few seconds behind. Everyone signed in may
 * look (viewers read everything in the app); it is a Premium feature (402 on Free).
 */
export async function getAnalytics(
  ctx: OperationContext,
  query: { days: AnalyticsRange },
  now: Date = new Date(),
): Promise<Analytics> {
  requireActor(ctx)
  await requireEntitlement(ctx, 'advanced_analytics')
  const days = rangeDays(now, query.days)
  const from = days[0]!
  const to = days.at(-1)!

  const [created, published, requests, reads, mostRead] = await Promise.all([
    countCreatedPerDay(ctx.db, from),
    countPublishedPerDay(ctx.db, from),
    listKeyRequestsSince(ctx.db, from),
    countReadsSince(ctx.db, from),
    listMostReadSince(ctx.db, from, ANALYTICS_MOST_READ_LIMIT),
  ])

  const createdOn = new Map(created.map((row) => [row.date, row.count]))
  const publishedOn = new Map(published.map((row) => [row.date, row.count]))
  const contentPerDay = days.map((date) => ({
    date,
    created: createdOn.get(date) ?? 0,
    published: publishedOn.get(date) ?? 0,
  }))

  const keys = new Map<string, { name: string; counts: Map<string, number> }>()
  for (const row of requests) {
    const key = keys.get(row.apiKeyId) ?? { name: row.name, counts: new Map() }
    key.counts.set(row.day, row.count)
    keys.set(row.apiKeyId, key)
  }
  const requestsPerKey = [...keys]
    .map(([apiKeyId, key]) => {
      const perDay = days.map((date) => ({ date, count: key.counts.get(date) ?? 0 }))
      return { apiKeyId, name: key.name, perDay, total: sum(perDay.map((day) => day.count)) }
    })
    // A count written for tomorrow by a clock ahead of ours is outside the range.
    .filter((key) => key.total > 0)
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name))

  return {
    days: query.days,
    from,
    to,
    totals: {
      created: sum(contentPerDay.map((day) => day.created)),
      published: sum(contentPerDay.map((day) => day.published)),
      requests: sum(requestsPerKey.map((key) => key.total)),
      reads,
    },
    contentPerDay,
    requestsPerKey,
    mostRead,
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
