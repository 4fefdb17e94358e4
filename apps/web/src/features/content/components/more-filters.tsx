import * as Popover from '@radix-ui/react-popover'
import { useQuery } from '@tanstack/react-query'
import { SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'

import { contentAuthorsQuery } from '@/lib/api/get-content-items'
import { countMoreFilters, moreFilterKeys } from '../content-list-params'
import type { MoreFilters as MoreFiltersValue } from '../content-list-params'

import { Button, buttonClass } from '@/components/ui/button'
import { controlProps, Field } from '@/components/ui/form-field'

const emptyFilters = Object.fromEntries(moreFilterKeys.map((key) => [key, ''])) as MoreFiltersValue

/** The More Filters button and its panel: created and updated date ranges and the author. */
export function MoreFilters({
  value,
  onApply,
}: {
  value: MoreFiltersValue
  onApply: (filters: MoreFiltersValue) => void
}) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(value)
  const authors = useQuery({ ...contentAuthorsQuery(), enabled: open })
  const active = countMoreFilters(value)

  const onOpenChange = (next: boolean) => {
    // Each opening starts from the filters in effect, not from an abandoned draft.
    if (next) setDraft(value)
    setOpen(next)
  }
  const apply = (filters: MoreFiltersValue) => {
    onApply(filters)
    setOpen(false)
  }
  const field = (key: keyof MoreFiltersValue, label: string) => ({
    id: `filter-${key}`,
    label,
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  })

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        className={buttonClass({ variant: 'secondary', className: 'w-full sm:w-auto' })}
        aria-label={active ? `More Filters, ${active} active` : 'More Filters'}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        More Filters
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
          aria-label="More filters"
          className="z-40 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-border bg-card p-4 text-foreground shadow-lg shadow-black/5 dark:shadow-black/40"
        >
          <form
            onSubmit={(event) => {
              event.preventDefault()
              apply(draft)
            }}
            className="space-y-4"
          >
            <DateRange
              legend="Created"
              from={field('createdFrom', 'From')}
              to={field('createdTo', 'To')}
            />
            <DateRange
              legend="Updated"
              from={field('updatedFrom', 'From')}
              to={field('updatedTo', 'To')}
            />
            <Field id="filter-author" label="Author">
              <select
                {...controlProps({ id: 'filter-author', label: 'Author' })}
                value={draft.author}
                onChange={(event) => setDraft({ ...draft, author: event.target.value })}
              >
                <option value="">Any author</option>
                {authors.data?.map((author) => (
                  <option key={author.id} value={author.id}>
                    {author.name}
                  </option>
                ))}
              </select>
            </Field>
            <div className="flex justify-end gap-2 border-t border-border pt-4">
              <Button variant="ghost" size="sm" onClick={() => apply(emptyFilters)}>
                Clear
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

interface DateInput {
  id: string
  label: string
  value: string
  onChange: (event: { target: { value: string } }) => void
}

function DateRange({ legend, from, to }: { legend: string; from: DateInput; to: DateInput }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2">
        {[from, to].map((input) => (
          <div key={input.id}>
            <label htmlFor={input.id} className="text-xs text-muted-foreground">
              {legend} {input.label.toLowerCase()}
            </label>
            <input
              {...controlProps({ id: input.id, label: input.label }, 'mt-1 px-2.5')}
              type="date"
              value={input.value}
              onChange={input.onChange}
              max={input === from && to.value ? to.value : undefined}
              min={input === to && from.value ? from.value : undefined}
            />
          </div>
        ))}
      </div>
    </fieldset>
  )
}
