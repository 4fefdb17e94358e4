import { formatNumber, formatShortDay } from '@/lib/format'

import { BarChartFrame, BarChartSlot, CHART_WIDTH } from '@/components/ui/bar-chart-frame'
import { cn } from '@/lib/cn'

export interface ChartSeries {
  id: string
  label: string
  /** One value per day of the chart, in the same order. */
  values: number[]
  /** Bar colour (an SVG fill class) and the matching legend swatch, for light and dark mode. */
  fill: string
  swatch: string
}

const HEIGHT = 180

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0)

/** The figures in words, for the chart's accessible name. */
function describe(title: string, unit: string, dates: string[], series: ChartSeries[]) {
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
 * Bars per UTC day in plain SVG, one colour per series: side by side (`grouped`) or on top of
 * each other (`stacked`). Each day has a `<title>` tooltip; screen readers get the totals as
 * the image's name and every figure in a visually hidden table.
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
  series: ChartSeries[]
  layout: 'grouped' | 'stacked'
}) {
  const dayTotals = dates.map((_, day) => total(series.map((entry) => entry.values[day] ?? 0)))
  const max =
    layout === 'stacked'
      ? Math.max(0, ...dayTotals)
      : Math.max(0, ...series.flatMap((entry) => entry.values))
  const slot = dates.length ? CHART_WIDTH / dates.length : CHART_WIDTH
  const scale = (value: number) => (max > 0 ? (value / max) * HEIGHT : 0)
  const middle = dates[Math.floor((dates.length - 1) / 2)]

  const bars = (day: number) => {
    if (layout === 'stacked') {
      const width = slot * 0.7
      let top = HEIGHT
      return series.map((entry) => {
        const height = scale(entry.values[day] ?? 0)
        top -= height
        return (
          <rect
            key={entry.id}
            x={day * slot + (slot - width) / 2}
            y={top}
            width={width}
            height={height}
            className={entry.fill}
          />
        )
      })
    }
    const width = (slot * 0.8) / Math.max(1, series.length)
    return series.map((entry, index) => {
      const height = scale(entry.values[day] ?? 0)
      return (
        <rect
          key={entry.id}
          x={day * slot + slot * 0.1 + index * width}
          y={HEIGHT - height}
          width={width}
          height={height}
          rx="1"
          className={entry.fill}
        />
      )
    })
  }

  return (
    <figure className="min-w-0">
      <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {series.map((entry) => (
          <li key={entry.id} className="flex min-w-0 items-center gap-2">
            <span className={cn('size-2.5 shrink-0 rounded-sm', entry.swatch)} aria-hidden="true" />
            <span className="truncate">{entry.label}</span>
            <span className="text-muted-foreground tabular-nums">
              {formatNumber(total(entry.values))}
            </span>
          </li>
        ))}
      </ul>
      <BarChartFrame
        height={HEIGHT}
        maxLabel={formatNumber(max)}
        label={describe(title, unit, dates, series)}
        axisClassName="w-10"
        svgClassName="h-44"
      >
        {dates.map((date, day) => (
          <BarChartSlot
            key={date}
            x={day * slot}
            width={slot}
            height={HEIGHT}
            title={`${formatShortDay(date)}: ${series
              .map((entry) => `${entry.label} ${formatNumber(entry.values[day] ?? 0)}`)
              .join(', ')}`}
          >
            {bars(day)}
          </BarChartSlot>
        ))}
      </BarChartFrame>
      {dates.length > 0 && (
        <div
          aria-hidden="true"
          className="mt-1 ml-12 flex justify-between text-xs text-muted-foreground"
        >
          <span>{formatShortDay(dates[0]!)}</span>
          {middle && dates.length > 2 && <span>{formatShortDay(middle)}</span>}
          <span>{formatShortDay(dates.at(-1)!)}</span>
        </div>
      )}
      {/* Hidden by a wrapper: a table ignores the 1 px box of sr-only and would lengthen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((entry) => (
                <th key={entry.id} scope="col">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, day) => (
              <tr key={date}>
                <th scope="row">{formatShortDay(date)}</th>
                {series.map((entry) => (
                  <td key={entry.id}>{formatNumber(entry.values[day] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
