import { useId } from 'react'

import { BarChartFrame, BarChartSlot, CHART_WIDTH } from '@/components/ui/bar-chart-frame'
import { formatNumber } from '@/lib/format'

export interface BarDatum {
  /** Shown under the first and last bars and in the table, e.g. "Mar 3". */
  label: string
  value: number
  /** The bar's tooltip and table note, e.g. "4 requests". */
  detail?: string
}

const HEIGHT = 160
const GAP = 0.25

/**
 * A small bar chart in plain SVG. Each bar has a `<title>` tooltip; screen readers get a
 * summary as the image's name and the numbers in a visually hidden table.
 */
export function UsageBarChart({
  title,
  unit,
  data,
}: {
  title: string
  /** What a value counts, plural: "tokens". */
  unit: string
  data: BarDatum[]
}) {
  const id = useId()
  const max = Math.max(0, ...data.map((entry) => entry.value))
  const total = data.reduce((sum, entry) => sum + entry.value, 0)
  const peak = data.find((entry) => entry.value === max && max > 0)
  const summary =
    `${title}: ${formatNumber(total)} ${unit} in total` +
    (peak ? `, most on ${peak.label} (${formatNumber(peak.value)})` : '')
  const slot = data.length > 0 ? CHART_WIDTH / data.length : CHART_WIDTH
  const barWidth = slot * (1 - GAP)

  return (
    <figure aria-labelledby={`${id}-caption`} className="min-w-0">
      <figcaption id={`${id}-caption`} className="text-sm font-medium">
        {title}
      </figcaption>
      <BarChartFrame
        height={HEIGHT}
        maxLabel={formatNumber(max)}
        label={summary}
        axisClassName="w-12"
        svgClassName="h-40"
      >
        {data.map((entry, index) => {
          const height = max > 0 ? (entry.value / max) * HEIGHT : 0
          return (
            <BarChartSlot
              key={`${entry.label}-${index}`}
              x={index * slot}
              width={slot}
              height={HEIGHT}
              title={`${entry.label}: ${formatNumber(entry.value)} ${unit}${entry.detail ? ` (${entry.detail})` : ''}`}
            >
              <rect
                x={index * slot + (slot - barWidth) / 2}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                rx="2"
                className="fill-primary"
              />
            </BarChartSlot>
          )
        })}
      </BarChartFrame>
      {data.length > 0 && (
        <div
          aria-hidden="true"
          className="mt-1 ml-14 flex justify-between text-xs text-muted-foreground"
        >
          <span>{data[0]?.label}</span>
          <span>{data[data.length - 1]?.label}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{unit.charAt(0).toUpperCase() + unit.slice(1)}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((entry, index) => (
            <tr key={`${entry.label}-${index}`}>
              <th scope="row">{entry.label}</th>
              <td>
                {formatNumber(entry.value)}
                {entry.detail ? ` (${entry.detail})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
