import { contentStatusLabels } from '@folio/schema'
import type { ContentStatus } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { FileText, LoaderCircle, Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import type { KeyboardEvent } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { controlProps } from '@/components/ui/form-field'
import { contentItemsQuery } from '@/lib/api/get-content-items'
import { cn } from '@/lib/cn'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/** The content item a menu item links to, as much as the picker needs to show it. */
export interface PickedContent {
  id: string
  title: string
  status: ContentStatus
}

const RESULTS = 20

/**
 * A searchable select of content items (a combobox over `GET /api/v1/content-items?q=`): type to
 * search by title, arrows and Enter or a click to choose. Once chosen, the item shows with a
 * Change button.
 */
export function ContentItemPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string
  value: PickedContent | null
  onChange: (item: PickedContent | null) => void
  error?: string | undefined
}) {
  const listId = useId()
  const [text, setText] = useState('')
  const [activeIndex, setActiveIndex] = useState(0)
  const term = useDebouncedValue(text.trim(), 250)
  const results = useQuery({
    ...contentItemsQuery({ q: term || undefined, pageSize: RESULTS, sort: 'title', order: 'asc' }),
    enabled: value === null,
  })
  const items = results.data?.data ?? []
  const active = Math.min(activeIndex, Math.max(items.length - 1, 0))

  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, listId])

  if (value) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-input bg-background px-3 py-2">
        <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span id={id} className="block truncate text-sm font-medium">
            {value.title}
          </span>
        </span>
        <Badge>{contentStatusLabels[value.status]}</Badge>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Change content item (now ${value.title})`}
          onClick={() => {
            onChange(null)
            // The search box replaces the chosen item: give it the focus the button had.
            requestAnimationFrame(() => document.getElementById(id)?.focus())
          }}
        >
          Change
        </Button>
      </div>
    )
  }

  const choose = (index: number) => {
    const item = items[index]
    if (item) onChange({ id: item.id, title: item.title, status: item.status })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1
    if (event.key === 'ArrowDown') setActiveIndex(Math.min(active + 1, last))
    else if (event.key === 'ArrowUp') setActiveIndex(Math.max(active - 1, 0))
    else if (event.key === 'Enter') choose(active)
    else return
    event.preventDefault()
  }

  const searching = results.isFetching
  const control = controlProps({ id, label: 'Content item', error }, 'pl-9')
  return (
    <div>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          {...control}
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={items.length > 0 ? `${listId}-${active}` : undefined}
          placeholder="Search content by title"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setActiveIndex(0)
          }}
          onKeyDown={onKeyDown}
        />
        {searching && (
          <LoaderCircle
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
            aria-label="Searching"
          />
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Content items"
        className="mt-1.5 max-h-48 overflow-y-auto rounded-lg border border-border p-1"
      >
        {items.map((item, index) => (
          <li key={item.id} role="presentation">
            {/* Keys go to the combobox input (aria-activedescendant); options take clicks. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
            <div
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              onMouseMove={() => setActiveIndex(index)}
              onClick={() => choose(index)}
              className={cn(
                'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm',
                index === active && 'bg-primary-soft',
              )}
            >
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{item.title}</span>
              <span className="text-xs text-muted-foreground">
                {contentStatusLabels[item.status]}
              </span>
            </div>
          </li>
        ))}
        {items.length === 0 && (
          <li role="presentation" className="px-2.5 py-3 text-center text-sm text-muted-foreground">
            {results.isPending
              ? 'Loading content…'
              : results.isError
                ? 'Content could not be loaded.'
                : term
                  ? `No content items match “${term}”.`
                  : 'No content items yet.'}
          </li>
        )}
      </ul>
    </div>
  )
}
