import type { Connection } from '@folio/schema'

import { BarChart } from '@/components/ui/chart'
import { plural } from '@/lib/format'

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

/** "Tue, Mar 4" for a UTC `YYYY-MM-DD` date. */
function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed)
}

/** What the bars show, in words: the total and the busiest day. */
export function describeUsage(total: number, days: Connection['requestsByDay']): string {
  const busiest = days.reduce<(typeof days)[number] | null>(
    (best, day) => (day.count > (best?.count ?? 0) ? day : best),
    null,
  )
  if (total === 0 || !busiest) return `No requests in the last ${days.length || 7} days`
  return `${plural(total, 'request')} in the last ${days.length} days; busiest day ${formatDay(busiest.date)} with ${busiest.count}`
}

/** One bar per day, oldest first; an empty day keeps a thin baseline so the week reads. */
export function UsageSparkline({
  total,
  days,
}: {
  total: number
  days: Connection['requestsByDay']
}) {
  return (
    <BarChart
      sparkline
      className="shrink-0"
      height={24}
      label={describeUsage(total, days)}
      unit="requests"
      format={(count) => plural(count, 'request')}
      series={[{ id: 'requests', label: 'Requests', colour: 'var(--color-primary)' }]}
      rows={days.map((day) => ({ label: formatDay(day.date), values: [day.count] }))}
    />
  )
}
