import type { Analytics } from '@folio/schema'
import { ChartNoAxesColumn, KeyRound } from 'lucide-react'

import { DailyBarChart, type DailySeries } from './daily-bar-chart'

import { otherSeriesColour, seriesColours } from '@/components/ui/chart'
import { EmptyState } from '@/components/ui/states'

/** At most this many series: with more keys, the quietest are added up as "Other keys". */
const KEY_SERIES = 5

/** Items created and published per day, side by side. */
export function ContentChart({ analytics }: { analytics: Analytics }) {
  if (analytics.totals.created === 0 && analytics.totals.published === 0) {
    return (
      <EmptyState icon={ChartNoAxesColumn} title="No items created or published in this period">
        New items and publications of the last {analytics.days} days show here.
      </EmptyState>
    )
  }
  const days = analytics.contentPerDay
  const series: DailySeries[] = [
    {
      id: 'created',
      label: 'Created',
      values: days.map((day) => day.created),
      colour: 'var(--color-primary)',
    },
    {
      id: 'published',
      label: 'Published',
      values: days.map((day) => day.published),
      colour: 'var(--success)',
    },
  ]
  return (
    <DailyBarChart
      title="Items created and published per day"
      unit="items"
      dates={days.map((day) => day.date)}
      series={series}
      layout="grouped"
    />
  )
}

/** Delivery API requests per day, one stacked series per key (the busiest ones). */
export function RequestsChart({ analytics }: { analytics: Analytics }) {
  const keys = analytics.requestsPerKey
  if (keys.length === 0) {
    return (
      <EmptyState icon={KeyRound} title="No API requests in this period">
        Requests your apps make with an API key show here, per key and day.
      </EmptyState>
    )
  }
  const dates = analytics.contentPerDay.map((day) => day.date)
  const shown = keys.length > KEY_SERIES ? keys.slice(0, KEY_SERIES - 1) : keys
  const rest = keys.slice(shown.length)
  const series: DailySeries[] = shown.map((key, index) => ({
    id: key.apiKeyId,
    label: key.name,
    values: key.perDay.map((day) => day.count),
    colour: seriesColours[index]!,
  }))
  if (rest.length) {
    series.push({
      id: 'other-keys',
      label: `Other keys (${rest.length})`,
      values: dates.map((_, day) =>
        rest.reduce((sum, key) => sum + (key.perDay[day]?.count ?? 0), 0),
      ),
      colour: otherSeriesColour,
    })
  }
  return (
    <DailyBarChart
      title="API requests per key per day"
      unit="requests"
      dates={dates}
      series={series}
      layout="stacked"
    />
  )
}
