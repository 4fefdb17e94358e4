import type { Connection } from '@folio/schema'
import { plural } from '@/lib/format'

const WIDTH = 84
const HEIGHT = 24
const GAP = 2

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
  const max = Math.max(1, ...days.map((day) => day.count))
  const barWidth = days.length ? (WIDTH - GAP * (days.length - 1)) / days.length : 0
  return (
    <svg
      role="img"
      aria-label={describeUsage(total, days)}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="shrink-0 overflow-visible"
    >
      {days.map((day, index) => {
        const height = day.count === 0 ? 1 : Math.max(2, (day.count / max) * HEIGHT)
        return (
          <rect
            key={day.date}
            x={index * (barWidth + GAP)}
            y={HEIGHT - height}
            width={barWidth}
            height={height}
            rx={1}
            className={day.count === 0 ? 'fill-border' : 'fill-primary'}
          >
            <title>{`${formatDay(day.date)}: ${plural(day.count, 'request')}`}</title>
          </rect>
        )
      })}
    </svg>
  )
}
