import { formatFileSize } from '@folio/schema'
import type { MediaItem } from '@folio/schema'
import { Check } from 'lucide-react'

import { formatDimensions } from '@/lib/media-display'

import { MediaThumbnail } from './media-thumbnail'

import { cn } from '@/lib/cn'

/** Thumbnails to choose one from; a double click chooses it at once. */
export function MediaPickerGrid({
  items,
  selectedId,
  onSelect,
  onConfirm,
}: {
  items: MediaItem[]
  selectedId: string | null
  onSelect: (item: MediaItem) => void
  onConfirm: (item: MediaItem) => void
}) {
  return (
    <ul aria-label="Media files" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
      {items.map((item) => {
        const selected = item.id === selectedId
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={selected}
              aria-label={item.name}
              title={item.name}
              onClick={() => onSelect(item)}
              onDoubleClick={() => onConfirm(item)}
              className={cn(
                'group relative block w-full overflow-hidden rounded-xl border-2 bg-card text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                selected
                  ? 'border-primary ring-2 ring-primary/30'
                  : 'border-border hover:border-primary/50',
              )}
            >
              <span className="block aspect-square bg-muted">
                <MediaThumbnail item={item} />
              </span>
              <span className="block px-2 py-1.5">
                <span className="block truncate text-xs font-medium">{item.name}</span>
                <span className="block text-[11px] text-muted-foreground">
                  {[formatDimensions(item), formatFileSize(item.size)].filter(Boolean).join(' · ')}
                </span>
              </span>
              {selected && (
                <span className="absolute top-2 right-2 grid size-6 place-items-center rounded-full bg-primary-solid text-white shadow">
                  <Check className="size-4" aria-hidden="true" />
                </span>
              )}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
