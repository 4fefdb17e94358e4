import { dashboardPeriods } from '@folio/schema'
import type { DashboardPeriod } from '@folio/schema'

import { SegmentedControl } from '@/components/ui/segmented-control'

export const periodLabels: Record<DashboardPeriod, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
}

/** The dashboard's period: today, this week or this month. */
export function PeriodSelector({
  value,
  onChange,
}: {
  value: DashboardPeriod
  onChange: (period: DashboardPeriod) => void
}) {
  return (
    <SegmentedControl
      label="Period"
      options={dashboardPeriods}
      labels={periodLabels}
      value={value}
      onChange={onChange}
      size="sm"
    />
  )
}
