import { useRef } from 'react'
import type { KeyboardEvent } from 'react'

import { cn } from '@/lib/cn'

/**
 * A segmented radio group: one tab stop, arrow keys move the choice (WAI-ARIA radio group).
 * For a few mutually exclusive views of one screen, such as a period or a range of days.
 */
export function SegmentedControl<T extends string | number>({
  label,
  options,
  labels,
  value,
  onChange,
  size = 'md',
}: {
  /** The group's accessible name. */
  label: string
  options: readonly T[]
  labels: Record<T, string>
  value: T
  onChange: (value: T) => void
  /** `sm` shrinks the segments on a phone, where the control shares a row with a title. */
  size?: 'sm' | 'md'
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    if (step === undefined) return
    event.preventDefault()
    const next = (index + step + options.length) % options.length
    const option = options[next]
    if (option === undefined) return
    onChange(option)
    buttons.current[next]?.focus()
  }

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex rounded-lg border border-border bg-surface p-0.5"
    >
      {options.map((option, index) => {
        const checked = option === value
        return (
          <button
            key={option}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(option)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'rounded-md py-1 font-semibold whitespace-nowrap transition-colors',
              size === 'sm' ? 'px-2.5 text-xs sm:px-3 sm:text-sm' : 'px-3 text-sm',
              checked
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {labels[option]}
          </button>
        )
      })}
    </div>
  )
}
