import { BarChart, type ChartSeries } from '@/components/ui/chart'
import { formatNumber, formatShortDay } from '@/lib/format'

export interface DailySeries extends ChartSeries {
  /** One value per day of the chart, in the same order. */
  values: number[]
}

const HEIGHT = 200

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0)

/** The figures in words, for the chart's accessible name. */
function describe(title: string, unit: string, dates: string[], series: DailySeries[]) {
  const totals = series.map((entry) => `${formatNumber(total(entry.values))} ${entry.label}`)
  const perDay = dates.map((_, day) => total(series.map((entry) => entry.values[day] ?? 0)))
  const most = Math.max(0, ...perDay)
  const busiest = most > 0 ? dates[perDay.indexOf(most)] : undefined
  return (
    `${title}, last ${dates.length} days: ${totals.join(', ')}` +
    (busiest ? `; busiest day ${formatShortDay(busiest)} with ${formatNumber(most)} ${unit}` : '')
  )
}

/**
 * Bars per UTC day, one colour per series: side by side (`grouped`) or on top of each other
 * (`stacked`), under a legend with each series' total. Screen readers get the totals as the
 * chart's name and every figure in a hidden table.
 */
export function DailyBarChart({
  title,
  unit,
  dates,
  series,
  layout,
}: {
  /** What the chart shows, for its accessible name and table caption. */
  title: string
  /** What a value counts, plural: "requests". */
  unit: string
  dates: string[]
  series: DailySeries[]
  layout: 'grouped' | 'stacked'
}) {
  return (
    <figure className="min-w-0">
      <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {series.map((entry) => (
          <li key={entry.id} className="flex min-w-0 items-center gap-2">
            <span
              className="size-2.5 shrink-0 rounded-sm"
              style={{ background: entry.colour }}
              aria-hidden="true"
            />
            <span className="truncate">{entry.label}</span>
            <span className="text-muted-foreground tabular-nums">
              {formatNumber(total(entry.values))}
            </span>
          </li>
        ))}
      </ul>
      <BarChart
        className="mt-3"
        label={describe(title, unit, dates, series)}
        series={series}
        rows={dates.map((date, day) => ({
          label: formatShortDay(date),
          values: series.map((entry) => entry.values[day] ?? 0),
        }))}
        unit={unit}
        figures="named"
        height={HEIGHT}
        layout={layout}
        table={{ caption: title, rowHeader: 'Day' }}
      />
    </figure>
  )
}
