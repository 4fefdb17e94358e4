import type { AiUsageReport } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import {
  findUsageUsers,
  usageByDay,
  usageByUser,
  type UsageTotalsRow,
} from '../usage.repository.js'

const DAY_MS = 24 * 60 * 60 * 1000

function totalsOf(row: UsageTotalsRow | undefined) {
  return {
    requests: Number(row?.requests ?? 0),
    inputTokens: Number(row?.input_tokens ?? 0),
    outputTokens: Number(row?.output_tokens ?? 0),
  }
}

/** The `YYYY-MM-DD` dates of the window, oldest first, today (UTC) last. */
function windowDates(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  )
}

/**
 * Settings → AI → Usage: requests and tokens over the last `days` UTC days (today included),
 * per day with the quiet days as zeros, and per person, most tokens first. Admins.
 */
export async function getAiUsageReport(
  ctx: OperationContext,
  query: { days: number },
): Promise<AiUsageReport> {
  accessOf(ctx).requireRole('admin')
  const dates = windowDates(query.days, new Date())
  const since = `${dates[0]!}T00:00:00.000Z`
  const [dayRows, userRows] = await Promise.all([
    usageByDay(ctx.db, since),
    usageByUser(ctx.db, since),
  ])

  const perDay = new Map(dayRows.map((row) => [row.date, totalsOf(row)]))
  const byDay = dates.map((date) => ({ date, ...totalsOf(undefined), ...perDay.get(date) }))
  const totals = byDay.reduce(
    (sum, day) => ({
      requests: sum.requests + day.requests,
      inputTokens: sum.inputTokens + day.inputTokens,
      outputTokens: sum.outputTokens + day.outputTokens,
    }),
    totalsOf(undefined),
  )

  const ids = userRows.flatMap((row) => (row.user_id ? [row.user_id] : []))
  const people = new Map(
    (await findUsageUsers(ctx.db, ctx.dialect, ids)).map((user) => [user.id, user]),
  )
  const byUser = userRows
    .map((row) => {
      const person = row.user_id ? people.get(row.user_id) : undefined
      return {
        userId: row.user_id,
        // Usage outlives accounts: a deleted person's tokens were still spent.
        name: person ? person.full_name?.trim() || person.email : 'Deleted account',
        email: person?.email ?? null,
        ...totalsOf(row),
      }
    })
    .sort(
      (a, b) =>
        b.inputTokens + b.outputTokens - (a.inputTokens + a.outputTokens) ||
        b.requests - a.requests ||
        a.name.localeCompare(b.name),
    )

  return { days: query.days, totals, byDay, byUser }
}
