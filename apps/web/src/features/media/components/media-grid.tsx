import { formatFileSize } from '@folio/schema'
import type { MediaItem } from '@folio/schema'
import type { KeyboardEvent } from 'react'

import { mediaTypeNames } from '@/lib/media-display'
import type { MediaSelection } from '../use-media-selection'

import { MediaThumbnail } from '@/components/media/media-thumbnail'

import { cn } from '@/lib/cn'

const gridClass = 'grid grid-cols-[repeat(auto-fill,minmax(min(10rem,40vw),1fr))] gap-3 p-3 sm:p-4'

/**
 * Files as cards. A card is one button (Enter or a click opens the details); with selection on,
 * Space ticks it and a checkbox shows on hover, on focus and while anything is ticked.
 */
export function MediaGrid({
  items,
  selection,
  onOpen,
}: {
  /** Null while the first page loads: skeleton cards stand in. */
  items: MediaItem[] | null
  /** Absent for viewers, who cannot act on files in bulk. */
  selection?: MediaSelection
  onOpen: (item: MediaItem) => void
}) {
  if (items === null) {
    return (
      <ul className={gridClass} aria-label="Loading files">
        {Array.from({ length: 12 }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-xl border border-border">
            <div className="aspect-[4/3] animate-pulse bg-muted" />
            <div className="space-y-2 p-3">
              <div className="h-3.5 w-3/4 animate-pulse rounded bg-muted" />
              <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
            </div>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul className={gridClass} aria-label="Files">
      {items.map((item) => (
        <MediaCard key={item.id} item={item} selection={selection} onOpen={onOpen} />
      ))}
    </ul>
  )
}

function MediaCard({
  item,
  selection,
  onOpen,
}: {
  item: MediaItem
  selection: MediaSelection | undefined
  onOpen: (item: MediaItem) => void
}) {
  const selected = selection?.has(item.id) ?? false
  const metaId = `media-meta-${item.id}`
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== ' ' || !selection) return
    // Space selects instead of "clicking" (which would open the details).
    event.preventDefault()
    selection.toggle(item.id)
  }
  return (
    <li
      className={cn(
        'group relative overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md',
        selected ? 'border-primary ring-2 ring-primary' : 'border-border',
      )}
    >
      <button
        type="button"
        aria-label={item.name}
        aria-describedby={metaId}
        onClick={() => onOpen(item)}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => event.key === ' ' && selection && event.preventDefault()}
        className="block w-full text-left focus-visible:outline-offset-[-2px]"
      >
        <div className="aspect-[4/3] overflow-hidden border-b border-border bg-muted">
          <MediaThumbnail item={item} className="transition-transform group-hover:scale-[1.02]" />
        </div>
        <div className="px-3 py-2.5">
          <p className="truncate text-sm font-medium" title={item.name}>
            {item.name}
          </p>
          <p id={metaId} className="mt-0.5 truncate text-xs text-muted-foreground">
            {formatFileSize(item.size)} · {mediaTypeNames[item.type]}
          </p>
        </div>
      </button>
      {selection && (
        <label
          className={cn(
            'absolute top-2 left-2 grid size-8 cursor-pointer place-items-center rounded-lg bg-card/90 shadow-sm backdrop-blur transition-opacity',
            selected || selection.count > 0
              ? 'opacity-100'
              : 'opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 pointer-coarse:opacity-100',
          )}
        >
          <input
            type="checkbox"
            aria-label={`Select ${item.name}`}
            checked={selected}
            onChange={(event) => selection.toggle(item.id, event.target.checked)}
            className="size-4 cursor-pointer accent-[var(--primary-solid)]"
          />
        </label>
      )}
    </li>
  )
}
