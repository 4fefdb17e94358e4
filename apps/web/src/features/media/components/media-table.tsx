import { formatFileSize } from '@folio/schema'
import type { MediaItem } from '@folio/schema'

import { formatDimensions, mediaTypeNames } from '@/lib/media-display'
import type { MediaSelection } from '../use-media-selection'

import { MediaThumbnail } from '@/components/media/media-thumbnail'

import { Table, TableBody, TableHead, TableHeader } from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { Timestamp } from '@/components/ui/timestamp'

/** Files as rows: name, type, size, dimensions and upload date, with a select-all checkbox. */
export function MediaTable({
  items,
  selection,
  onOpen,
}: {
  /** Null while the first page loads: skeleton rows stand in. */
  items: MediaItem[] | null
  selection?: MediaSelection
  onOpen: (item: MediaItem) => void
}) {
  return (
    <Table>
      <TableHead>
        {selection && (
          <th scope="col" className="w-12 py-3 pl-4">
            <input
              type="checkbox"
              aria-label="Select all files on this page"
              checked={selection.allSelected}
              ref={(box) => {
                if (box) box.indeterminate = selection.someSelected
              }}
              disabled={!items?.length}
              onChange={(event) => selection.setAll(event.target.checked)}
              className="size-4 cursor-pointer accent-[var(--primary-solid)]"
            />
          </th>
        )}
        <TableHeader>Name</TableHeader>
        <TableHeader className="hidden w-28 md:table-cell">Type</TableHeader>
        <TableHeader className="w-24 text-right">Size</TableHeader>
        <TableHeader className="hidden w-28 xl:table-cell">Dimensions</TableHeader>
        <TableHeader className="hidden w-36 sm:table-cell">Uploaded</TableHeader>
      </TableHead>
      <TableBody>
        {items === null
          ? Array.from({ length: 6 }, (_, index) => (
              <SkeletonRow key={index} withCheckbox={Boolean(selection)} />
            ))
          : items.map((item) => (
              <MediaRow key={item.id} item={item} selection={selection} onOpen={onOpen} />
            ))}
      </TableBody>
    </Table>
  )
}

function MediaRow({
  item,
  selection,
  onOpen,
}: {
  item: MediaItem
  selection: MediaSelection | undefined
  onOpen: (item: MediaItem) => void
}) {
  const selected = selection?.has(item.id) ?? false
  const dimensions = formatDimensions(item)
  return (
    <tr className={selected ? 'bg-primary-soft' : 'hover:bg-surface/60'}>
      {selection && (
        <td className="py-2.5 pl-4">
          <input
            type="checkbox"
            aria-label={`Select ${item.name}`}
            checked={selected}
            onChange={(event) => selection.toggle(item.id, event.target.checked)}
            className="size-4 cursor-pointer accent-[var(--primary-solid)]"
          />
        </td>
      )}
      <td className="px-4 py-2.5">
        <div className="flex min-w-0 items-center gap-3">
          <div className="size-10 shrink-0 overflow-hidden rounded-lg border border-border">
            <MediaThumbnail item={item} size="sm" />
          </div>
          <div className="min-w-0">
            <button
              type="button"
              onClick={() => onOpen(item)}
              onKeyDown={(event) => {
                if (event.key !== ' ' || !selection) return
                event.preventDefault()
                selection.toggle(item.id)
              }}
              // Names wrap (two lines at most) rather than cut: in a list, the name is the point.
              className="line-clamp-2 text-left font-medium [overflow-wrap:anywhere] hover:underline"
              title={item.name}
            >
              {item.name}
            </button>
            <p className="truncate text-xs text-muted-foreground xl:hidden">
              <span className="md:hidden">{mediaTypeNames[item.type]}</span>
              {dimensions && (
                <span className="before:content-['_·_'] md:before:content-none">{dimensions}</span>
              )}
            </p>
          </div>
        </div>
      </td>
      <td className="hidden px-4 py-2.5 text-muted-foreground md:table-cell">
        {mediaTypeNames[item.type]}
      </td>
      <td className="px-4 py-2.5 text-right whitespace-nowrap text-muted-foreground tabular-nums">
        {formatFileSize(item.size)}
      </td>
      <td className="hidden px-4 py-2.5 text-muted-foreground tabular-nums xl:table-cell">
        {dimensions ?? '—'}
      </td>
      <td className="hidden px-4 py-2.5 text-muted-foreground sm:table-cell">
        <Timestamp value={item.createdAt} />
      </td>
    </tr>
  )
}

function SkeletonRow({ withCheckbox }: { withCheckbox: boolean }) {
  const bar = 'h-3.5 animate-pulse rounded bg-muted'
  return (
    <tr aria-hidden="true">
      {withCheckbox && (
        <td className="py-3 pl-4">
          <div className="size-4 animate-pulse rounded bg-muted" />
        </td>
      )}
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <div className="size-10 animate-pulse rounded-lg bg-muted" />
          <div className={cn(bar, 'w-40')} />
        </div>
      </td>
      <td className="hidden px-4 py-3 md:table-cell">
        <div className={cn(bar, 'w-16')} />
      </td>
      <td className="px-4 py-3">
        <div className={cn(bar, 'ml-auto w-12')} />
      </td>
      <td className="hidden px-4 py-3 xl:table-cell">
        <div className={cn(bar, 'w-20')} />
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <div className={cn(bar, 'w-28')} />
      </td>
    </tr>
  )
}
