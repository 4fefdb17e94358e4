import { useId } from 'react'

export interface BarDatum {
  /** Shown under the first and last bars and in the table, e.g. "Mar 3". */
  label: string
  value: number
  /** The bar's tooltip and table note, e.g. "4 requests". */
  detail?: string
}

const WIDTH = 600
const HEIGHT = 160
const GAP = 0.25

const formatNumber = (value: number) => value.toLocaleString('en-US')

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
  const slot = data.length > 0 ? WIDTH / data.length : WIDTH
  const barWidth = slot * (1 - GAP)

  return (
    <figure aria-labelledby={`${id}-caption`} className="min-w-0">
      <figcaption id={`${id}-caption`} className="text-sm font-medium">
        {title}
      </figcaption>
      <div className="mt-3 flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-12 shrink-0 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums"
        >
          <span>{formatNumber(max)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 overflow-visible"
        >
          <line
            x1="0"
            y1={HEIGHT}
            x2={WIDTH}
            y2={HEIGHT}
            className="stroke-border"
            strokeWidth="1"
          />
          <line
            x1="0"
            y1="0"
            x2={WIDTH}
            y2="0"
            className="stroke-border"
            strokeDasharray="4 4"
            strokeWidth="1"
          />
          {data.map((entry, index) => {
            const height = max > 0 ? (entry.value / max) * HEIGHT : 0
            return (
              <g key={`${entry.label}-${index}`}>
                <title>
                  {`${entry.label}: ${formatNumber(entry.value)} ${unit}${entry.detail ? ` (${entry.detail})` : ''}`}
                </title>
                {/* A full-height hit area, so even an empty day has a tooltip. */}
                <rect x={index * slot} y="0" width={slot} height={HEIGHT} fill="transparent" />
                <rect
                  x={index * slot + (slot - barWidth) / 2}
                  y={HEIGHT - height}
                  width={barWidth}
                  height={height}
                  rx="2"
                  className="fill-primary"
                />
              </g>
            )
          })}
        </svg>
      </div>
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
