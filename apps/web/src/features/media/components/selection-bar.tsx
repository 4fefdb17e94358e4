import { CheckCheck, FolderInput, Trash2, X } from 'lucide-react'

import type { MediaSelection } from '../use-media-selection'

import { Button } from '@/components/ui/button'
import { pluralWord } from '@/lib/format'

/**
 * "N items selected" with Move, Delete and Clear selection. It sticks to the bottom of the window
 * while the files scroll, so the actions stay in reach on long pages.
 */
export function SelectionBar({
  selection,
  onMove,
  onDelete,
}: {
  selection: MediaSelection
  /** Left out when the role may not move files (Settings → Permissions). */
  onMove?: (() => void) | undefined
  /** Left out when the role may not delete files. */
  onDelete?: (() => void) | undefined
}) {
  if (selection.count === 0) return null
  const noun = pluralWord(selection.count, 'item')
  return (
    <div className="pointer-events-none sticky bottom-4 z-20 mt-4 flex justify-center">
      <section
        aria-label="Selection"
        className="pointer-events-auto flex w-full max-w-2xl flex-wrap items-center gap-2 rounded-2xl border border-border bg-card/95 p-2 pl-4 shadow-xl shadow-black/10 backdrop-blur dark:shadow-black/50"
      >
        <p className="mr-auto text-sm font-semibold" aria-live="polite">
          {selection.count} {noun} selected
        </p>
        {/* Phones: the count and Clear on one line, the actions on a full-width line below. */}
        <div className="order-last grid w-full grid-cols-3 gap-2 sm:order-none sm:flex sm:w-auto">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => selection.setAll(true)}
            disabled={selection.allSelected}
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            Select all
          </Button>
          {onMove && (
            <Button variant="secondary" size="sm" onClick={onMove}>
              <FolderInput className="size-4" aria-hidden="true" />
              Move
            </Button>
          )}
          {onDelete && (
            <Button
              variant="secondary"
              size="sm"
              onClick={onDelete}
              className="text-danger hover:bg-danger-soft"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={selection.clear}
          aria-label="Clear selection"
          title="Clear selection (Esc)"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Clear</span>
        </Button>
      </section>
    </div>
  )
}
