import { dashboardPeriods } from '@folio/schema'
import type { DashboardPeriod } from '@folio/schema'
import { useRef } from 'react'
import type { KeyboardEvent } from 'react'

import { cn } from '@/lib/cn'

export const periodLabels: Record<DashboardPeriod, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
}

/** A segmented radio group: one tab stop, arrow keys move the choice (WAI-ARIA radio group). */
export function PeriodSelector({
  value,
  onChange,
}: {
  value: DashboardPeriod
  onChange: (period: DashboardPeriod) => void
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    if (step === undefined) return
    event.preventDefault()
    const next = (index + step + dashboardPeriods.length) % dashboardPeriods.length
    const period = dashboardPeriods[next]
    if (!period) return
    onChange(period)
    buttons.current[next]?.focus()
  }

  return (
    <div
      role="radiogroup"
      aria-label="Period"
      className="inline-flex rounded-lg border border-border bg-surface p-0.5"
    >
      {dashboardPeriods.map((period, index) => {
        const checked = period === value
        return (
          <button
            key={period}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(period)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'rounded-md px-2.5 py-1 text-xs font-semibold whitespace-nowrap transition-colors sm:px-3 sm:text-sm',
              checked
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {periodLabels[period]}
          </button>
        )
      })}
    </div>
  )
}
