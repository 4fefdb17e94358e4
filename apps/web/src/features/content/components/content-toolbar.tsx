import { contentStatuses, contentStatusLabels } from '@folio/schema'
import type { ContentStatus, ContentType } from '@folio/schema'
import { Search } from 'lucide-react'

import { pickMoreFilters } from '../content-list-params'
import type { ContentListState } from '../content-list-params'

import { MoreFilters } from './more-filters'

import { controlClass } from '@/components/ui/form-field'
import { cn } from '@/lib/cn'

const selectClass = cn(controlClass, 'border-input h-10 py-0 pr-8 sm:w-44')

/** Search on title, the type and status filters, and More Filters. */
export function ContentToolbar({
  search,
  onSearchChange,
  state,
  types,
  onChange,
}: {
  search: string
  onSearchChange: (value: string) => void
  state: ContentListState
  types: ContentType[]
  /** A filter changed; the list goes back to page 1. */
  onChange: (patch: Partial<ContentListState>) => void
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="relative w-full lg:max-w-xs">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label="Search content by title"
          placeholder="Search by title"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="h-10 w-full rounded-lg border border-input bg-card pr-3 pl-9 text-base shadow-sm placeholder:text-muted-foreground/80 focus:outline-2 focus:outline-ring sm:text-sm"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        {/* A row of its own on phones: type names are long, and half a row clipped them. */}
        <select
          aria-label="Filter by content type"
          value={state.type}
          onChange={(event) => onChange({ type: event.target.value })}
          className={cn(selectClass, 'col-span-2 truncate bg-card sm:col-span-1')}
        >
          <option value="">All content types</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Filter by status"
          value={state.status}
          onChange={(event) => onChange({ status: event.target.value as ContentStatus | '' })}
          className={cn(selectClass, 'truncate bg-card')}
        >
          <option value="">All statuses</option>
          {contentStatuses.map((status) => (
            <option key={status} value={status}>
              {contentStatusLabels[status]}
            </option>
          ))}
        </select>
        <div>
          <MoreFilters value={pickMoreFilters(state)} onApply={onChange} />
        </div>
      </div>
    </div>
  )
}
