import { mediaTypeLabels, mediaTypes } from '@folio/schema'
import * as Popover from '@radix-ui/react-popover'
import { SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import type { ReactNode } from 'react'

import { datePresetLabels, datePresets } from '../media-list-params'
import type { MediaListState } from '../media-list-params'

import { Button, buttonClass } from '@/components/ui/button'
import { controlProps } from '@/components/ui/form-field'
import { cn } from '@/lib/cn'

export type MediaFilters = Pick<MediaListState, 'type' | 'date' | 'from' | 'to'>

const noFilters: MediaFilters = { type: '', date: '', from: '', to: '' }

/** How many filters are on, for the button's badge. */
export const countFilters = (value: MediaFilters) => (value.type ? 1 : 0) + (value.date ? 1 : 0)

/** The Filter button and its panel: file type, and when files were uploaded. */
export function MediaFilterPopover({
  value,
  onApply,
}: {
  value: MediaFilters
  onApply: (filters: MediaFilters) => void
}) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(value)
  const active = countFilters(value)

  const onOpenChange = (next: boolean) => {
    // Each opening starts from the filters in effect, not from an abandoned draft.
    if (next) setDraft(value)
    setOpen(next)
  }
  const apply = (filters: MediaFilters) => {
    // A custom range with neither end is no range at all.
    const empty = filters.date === 'custom' && !filters.from && !filters.to
    onApply(empty ? { ...filters, date: '' } : filters)
    setOpen(false)
  }
  const change = (patch: Partial<MediaFilters>) => setDraft((current) => ({ ...current, ...patch }))

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        className={buttonClass({ variant: 'secondary' })}
        aria-label={active ? `Filter, ${active} active` : 'Filter'}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filter
        {active > 0 && (
          <span className="grid min-w-5 place-items-center rounded-full bg-primary-soft px-1.5 text-xs text-primary-text">
            {active}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Filter files"
          className="z-40 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-border bg-card p-4 text-foreground shadow-lg shadow-black/5 dark:shadow-black/40"
        >
          <form
            onSubmit={(event) => {
              event.preventDefault()
              apply(draft)
            }}
            className="space-y-4"
          >
            <Options legend="Type">
              <Option
                name="type"
                label="All"
                checked={!draft.type}
                onChange={() => change({ type: '' })}
              />
              {mediaTypes.map((type) => (
                <Option
                  key={type}
                  name="type"
                  label={mediaTypeLabels[type]}
                  checked={draft.type === type}
                  onChange={() => change({ type })}
                />
              ))}
            </Options>
            <Options legend="Uploaded">
              <Option
                name="date"
                label="Any time"
                checked={!draft.date}
                onChange={() => change({ date: '' })}
              />
              {datePresets.map((preset) => (
                <Option
                  key={preset}
                  name="date"
                  label={datePresetLabels[preset]}
                  checked={draft.date === preset}
                  onChange={() => change({ date: preset })}
                />
              ))}
            </Options>
            {draft.date === 'custom' && (
              <div className="grid grid-cols-2 gap-2">
                <DayInput
                  id="media-filter-from"
                  label="From"
                  value={draft.from}
                  max={draft.to}
                  onChange={(from) => change({ from })}
                />
                <DayInput
                  id="media-filter-to"
                  label="To"
                  value={draft.to}
                  min={draft.from}
                  onChange={(to) => change({ to })}
                />
              </div>
            )}
            <div className="flex justify-end gap-2 border-t border-border pt-4">
              <Button variant="ghost" size="sm" onClick={() => apply(noFilters)}>
                Reset
              </Button>
              <Button type="submit" size="sm">
                Apply
              </Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

function Options({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-1.5">{children}</div>
    </fieldset>
  )
}

/** A radio drawn as a pill, so the choices fit a narrow panel. */
function Option({
  name,
  label,
  checked,
  onChange,
}: {
  name: string
  label: string
  checked: boolean
  onChange: () => void
}) {
  return (
    <label
      className={cn(
        'cursor-pointer rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        checked
          ? 'border-primary bg-primary-soft font-medium text-primary-text'
          : 'border-border hover:bg-muted',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="sr-only" />
      {label}
    </label>
  )
}

function DayInput({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string
  label: string
  value: string
  min?: string
  max?: string
  onChange: (value: string) => void
}) {
  return (
    <div>
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </label>
      <input
        {...controlProps({ id, label }, 'mt-1 px-2')}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
