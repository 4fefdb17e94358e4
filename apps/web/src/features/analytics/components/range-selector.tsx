import { analyticsRanges, type AnalyticsRange } from '@folio/schema'
import { useRef } from 'react'
import type { KeyboardEvent } from 'react'

import { cn } from '@/lib/cn'

export const rangeLabels: Record<AnalyticsRange, string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
}

/** A segmented radio group: one tab stop, arrow keys move the choice (WAI-ARIA radio group). */
export function RangeSelector({
  value,
  onChange,
}: {
  value: AnalyticsRange
  onChange: (days: AnalyticsRange) => void
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    if (step === undefined) return
    event.preventDefault()
    const next = (index + step + analyticsRanges.length) % analyticsRanges.length
    const days = analyticsRanges[next]
    if (days === undefined) return
    onChange(days)
    buttons.current[next]?.focus()
  }

  return (
    <div
      role="radiogroup"
      aria-label="Range"
      className="inline-flex rounded-lg border border-border bg-surface p-0.5"
    >
      {analyticsRanges.map((days, index) => {
        const checked = days === value
        return (
          <button
            key={days}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(days)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'rounded-md px-3 py-1 text-sm font-semibold whitespace-nowrap transition-colors',
              checked
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {rangeLabels[days]}
          </button>
        )
      })}
    </div>
  )
}
