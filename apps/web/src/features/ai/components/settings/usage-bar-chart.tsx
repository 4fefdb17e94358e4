import { useId } from 'react'

import { BarChart } from '@/components/ui/chart'
import { formatNumber } from '@/lib/format'

export interface BarDatum {
  /** Under the bar, in the tooltip and the table, e.g. "Mar 3". */
  label: string
  value: number
  /** Said after the figure in the tooltip and table, e.g. "4 requests". */
  detail?: string
}

/**
 * A small bar chart of one series under its caption. Screen readers get a summary as the
 * chart's name and the numbers in a hidden table; the tooltip follows pointer and arrow keys.
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

  return (
    <figure aria-labelledby={`${id}-caption`} className="min-w-0">
      <figcaption id={`${id}-caption`} className="text-sm font-medium">
        {title}
      </figcaption>
      <BarChart
        className="mt-3"
        label={summary}
        series={[
          {
            id: 'value',
            label: unit.charAt(0).toUpperCase() + unit.slice(1),
            colour: 'var(--color-primary)',
          },
        ]}
        rows={data.map((entry) => ({
          label: entry.label,
          values: [entry.value],
          note: entry.detail,
        }))}
        unit={unit}
        height={180}
        table={{ caption: title, rowHeader: 'Day' }}
      />
    </figure>
  )
}
