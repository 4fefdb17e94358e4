import { LayoutGrid, List, Search, X } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

import { activeFilterChips, mediaSortLabels, mediaSorts } from '../media-list-params'
import type { MediaListState, MediaSort } from '../media-list-params'

import { MediaFilterPopover } from './media-filter-popover'
import type { MediaFilters } from './media-filter-popover'

import { cn } from '@/lib/cn'

/** Search by name, Filter, sort and the grid/list switch, with the active filters as chips. */
export function MediaToolbar({
  search,
  onSearchChange,
  state,
  onChange,
}: {
  search: string
  onSearchChange: (value: string) => void
  state: MediaListState
  /** A filter, sort or view changed (the caller decides whether the page resets). */
  onChange: (patch: Partial<MediaListState>) => void
}) {
  const chips = activeFilterChips(state)
  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <div className="relative min-w-0 flex-[1_1_14rem] sm:max-w-xs">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            type="search"
            aria-label="Search files by name"
            placeholder="Search by name"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            className="h-10 w-full rounded-lg border border-input bg-card pr-3 pl-9 text-base shadow-sm placeholder:text-muted-foreground/80 focus:outline-2 focus:outline-ring sm:text-sm"
          />
        </div>
        <MediaFilterPopover
          value={state}
          onApply={(filters: MediaFilters) => onChange({ ...filters, page: 1 })}
        />
        <select
          aria-label="Sort files"
          value={state.sort}
          onChange={(event) => onChange({ sort: event.target.value as MediaSort, page: 1 })}
          className="h-10 rounded-lg border border-input bg-card pr-8 pl-3 text-base text-foreground shadow-sm focus:outline-2 focus:outline-ring sm:text-sm"
        >
          {mediaSorts.map((sort) => (
            <option key={sort} value={sort}>
              {mediaSortLabels[sort]}
            </option>
          ))}
        </select>
        <div
          role="group"
          aria-label="View"
          className="ml-auto flex rounded-lg border border-border bg-card p-0.5 shadow-sm"
        >
          <ViewButton
            icon={LayoutGrid}
            label="Grid view"
            active={state.view === 'grid'}
            onClick={() => onChange({ view: 'grid' })}
          />
          <ViewButton
            icon={List}
            label="List view"
            active={state.view === 'list'}
            onClick={() => onChange({ view: 'list' })}
          />
        </div>
      </div>
      {chips.length > 0 && (
        <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
          {chips.map((chip) => (
            <li
              key={chip.key}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-xs font-medium text-primary-text"
            >
              {chip.label}
              <button
                type="button"
                aria-label={`Remove filter ${chip.label}`}
                onClick={() => onChange({ ...chip.clear, page: 1 })}
                className="grid size-5 place-items-center rounded-full hover:bg-primary/20"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function ViewButton({
  icon: Icon,
  label,
  active,
  onClick,
}: {
  icon: LucideIcon
  label: string
  active: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'grid size-9 place-items-center rounded-md transition-colors',
        active
          ? 'bg-primary-soft text-primary-text'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  )
}
