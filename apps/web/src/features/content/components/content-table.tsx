import type { ContentItem, ContentSortField } from '@folio/schema'
import { Eye, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'

import type { SortState } from '../content-list-params'

import { ContentStatusBadge } from './content-status-badge'
import { SortHeader } from './sort-header'

import { Table, TableBody, TableHead, TableHeader } from '@/components/ui/table'
import { Tooltip } from '@/components/ui/tooltip'
import { LanguageChips } from './language-chips'
import { cn } from '@/lib/cn'
import { Timestamp } from '@/components/ui/timestamp'
import { PresenceAvatars, useOthersOn } from '@/lib/realtime'

export interface ContentTableProps {
  /** Null while the first page loads: skeleton rows stand in. */
  items: ContentItem[] | null
  typeName: (typeId: string) => string
  sort: SortState
  onSort: (column: ContentSortField) => void
  canEdit: boolean
  onEdit: (item: ContentItem) => void
  onView: (item: ContentItem) => void
  onDelete: (item: ContentItem) => void
  /** Whether the role may edit or delete this item (by its type); everything when left out. */
  may?: (item: ContentItem, capability: 'edit' | 'delete') => boolean
}

/** Content items with their type, status and last change; type and status fold under the title on phones. */
export function ContentTable(props: ContentTableProps) {
  const { items, sort, onSort, canEdit } = props
  return (
    <Table>
      <TableHead>
        <SortHeader column="title" label="Title" sort={sort} onSort={onSort} />
        <TableHeader className="hidden w-40 md:table-cell">Content Type</TableHeader>
        <TableHeader className="hidden w-36 sm:table-cell">Status</TableHeader>
        <SortHeader
          column="updatedAt"
          label="Updated"
          sort={sort}
          onSort={onSort}
          className="hidden w-40 lg:table-cell"
        />
        <TableHeader className={cn(canEdit ? 'w-32' : 'w-16', 'text-right')}>
          <span className="sr-only">Actions</span>
        </TableHeader>
      </TableHead>
      <TableBody>
        {items === null
          ? Array.from({ length: 5 }, (_, index) => <SkeletonRow key={index} canEdit={canEdit} />)
          : items.map((item) => <ContentRow key={item.id} item={item} {...props} />)}
      </TableBody>
    </Table>
  )
}

function ContentRow({
  item,
  typeName,
  canEdit,
  onEdit,
  onView,
  onDelete,
  may = () => true,
}: ContentTableProps & { item: ContentItem }) {
  return (
    <tr className="hover:bg-surface/60">
      <td className="px-4 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <p className="truncate font-medium" title={item.title}>
            {item.title}
          </p>
          <OthersOnItem itemId={item.id} />
        </div>
        <p className="truncate font-mono text-xs text-muted-foreground">{item.slug}</p>
        <LanguageChips item={item} />
        <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground sm:hidden">
          <ContentStatusBadge status={item.status} scheduledFor={item.scheduledFor} />
          <span>{typeName(item.contentTypeId)}</span>
        </div>
        <p className="mt-1 text-xs text-muted-foreground md:hidden max-sm:hidden">
          {typeName(item.contentTypeId)}
        </p>
        <p className="mt-1 text-xs text-muted-foreground lg:hidden">
          Updated <UpdatedTime value={item.updatedAt} />
        </p>
      </td>
      <td className="hidden truncate px-4 py-3 text-muted-foreground md:table-cell">
        {typeName(item.contentTypeId)}
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <ContentStatusBadge status={item.status} scheduledFor={item.scheduledFor} showSchedule />
      </td>
      <td className="hidden px-4 py-3 text-muted-foreground lg:table-cell">
        <UpdatedTime value={item.updatedAt} />
      </td>
      <td className="px-2 py-3">
        <div className="flex justify-end gap-0.5">
          {canEdit && may(item, 'edit') && (
            <RowAction label={`Edit ${item.title}`} tip="Edit" onClick={() => onEdit(item)}>
              <Pencil className="size-4" aria-hidden="true" />
            </RowAction>
          )}
          <RowAction label={`View ${item.title}`} tip="View" onClick={() => onView(item)}>
            <Eye className="size-4" aria-hidden="true" />
          </RowAction>
          {canEdit && may(item, 'delete') && (
            <RowAction
              label={`Delete ${item.title}`}
              tip="Delete"
              onClick={() => onDelete(item)}
              danger
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </RowAction>
          )}
        </div>
      </td>
    </tr>
  )
}

/** Who has the item open right now: a marker beside its title. */
function OthersOnItem({ itemId }: { itemId: string }) {
  const others = useOthersOn(itemId)
  return <PresenceAvatars people={others} compact className="shrink-0" />
}

function UpdatedTime({ value }: { value: string }) {
  return <Timestamp value={value} />
}

function RowAction({
  label,
  tip,
  onClick,
  danger = false,
  children,
}: {
  label: string
  tip: string
  onClick: () => void
  danger?: boolean
  children: ReactNode
}) {
  return (
    <Tooltip label={tip}>
      <button
        type="button"
        aria-label={label}
        onClick={onClick}
        className={cn(
          'grid size-9 place-items-center rounded-lg text-muted-foreground hover:bg-muted',
          danger ? 'hover:text-danger' : 'hover:text-foreground',
        )}
      >
        {children}
      </button>
    </Tooltip>
  )
}

function SkeletonRow({ canEdit }: { canEdit: boolean }) {
  const bar = 'h-3 animate-pulse rounded bg-muted'
  return (
    <tr aria-hidden="true">
      <td className="px-4 py-4">
        <div className={cn(bar, 'w-3/4')} />
        <div className={cn(bar, 'mt-2 w-1/3')} />
      </td>
      <td className="hidden px-4 py-4 md:table-cell">
        <div className={cn(bar, 'w-24')} />
      </td>
      <td className="hidden px-4 py-4 sm:table-cell">
        <div className={cn(bar, 'h-5 w-20 rounded-full')} />
      </td>
      <td className="hidden px-4 py-4 lg:table-cell">
        <div className={cn(bar, 'w-24')} />
      </td>
      <td className="px-4 py-4">
        <div className={cn(bar, 'ml-auto', canEdit ? 'w-20' : 'w-6')} />
      </td>
    </tr>
  )
}
