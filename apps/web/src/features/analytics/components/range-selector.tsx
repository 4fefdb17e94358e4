import { analyticsRanges, type AnalyticsRange } from '@folio/schema'

import { SegmentedControl } from '@/components/ui/segmented-control'

export const rangeLabels: Record<AnalyticsRange, string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
}

/** The days the analytics cover: 7, 30 or 90. */
export function RangeSelector({
  value,
  onChange,
}: {
  value: AnalyticsRange
  onChange: (days: AnalyticsRange) => void
}) {
  return (
    <SegmentedControl
      label="Range"
      options={analyticsRanges}
      labels={rangeLabels}
      value={value}
      onChange={onChange}
    />
  )
}
