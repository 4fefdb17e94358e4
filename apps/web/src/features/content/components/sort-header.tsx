import type { ContentSortField } from '@folio/schema'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'

import type { SortState } from '../content-list-params'

import { cn } from '@/lib/cn'

/** A column header that sorts the list; `aria-sort` tells screen readers the current order. */
export function SortHeader({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: ContentSortField
  label: string
  sort: SortState
  onSort: (column: ContentSortField) => void
  className?: string
}) {
  const active = sort.sort === column
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-4 py-2 text-left', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          '-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-semibold tracking-wide uppercase hover:bg-muted hover:text-foreground',
          active ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {label}
        <Icon className={cn('size-3.5', !active && 'opacity-60')} aria-hidden="true" />
      </button>
    </th>
  )
}
