import type { ContentItem } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, Search } from 'lucide-react'
import { useState } from 'react'

import { contentPickerQuery } from '../api/search-content-items'

import { SubmitReviewForm } from './submit-review-form'

import { Dialog, DialogContent } from '@/components/ui/dialog'
import { LoadingState } from '@/components/ui/loading'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { Timestamp } from '@/components/ui/timestamp'
import { useDebouncedValue } from '@/lib/use-debounced-value'

function ItemPicker({ onPick }: { onPick: (item: ContentItem) => void }) {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 250)
  const items = useQuery(contentPickerQuery(q))
  const rows = items.data ?? []
  return (
    <div className="space-y-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label="Find a content item by title"
          placeholder="Find a content item by title"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-10 w-full rounded-lg border border-input bg-background pr-3 pl-9 text-base shadow-sm placeholder:text-muted-foreground/80 focus:outline-2 focus:outline-ring sm:text-sm"
        />
      </div>
      {items.isPending ? (
        <LoadingState label="Loading content..." className="py-6" />
      ) : items.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(items.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No content items found</p>
      ) : (
        <ul
          aria-label="Content items"
          className={cn(
            'divide-y divide-border rounded-xl border border-border',
            items.isPlaceholderData && 'opacity-60',
          )}
        >
          {rows.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="flex w-full items-center justify-between gap-3 px-3 py-2.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span className="min-w-0 truncate font-medium">{item.title}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  <Timestamp value={item.updatedAt} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * Submit item: brings an item that is not in the workflow yet (or is back in draft) to review.
 * Step one picks the item, step two names the reviewer.
 */
export function SubmitItemDialog({
  open,
  currentUserId,
  onOpenChange,
  onSubmitted,
}: {
  open: boolean
  currentUserId: string | null
  onOpenChange: (open: boolean) => void
  onSubmitted: (itemId: string) => void
}) {
  const [picked, setPicked] = useState<ContentItem | null>(null)
  const change = (next: boolean) => {
    if (!next) setPicked(null)
    onOpenChange(next)
  }
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        title="Submit for review"
        description={picked ? `“${picked.title}”` : 'Choose the content item to review.'}
      >
        {picked ? (
          <div className="space-y-4">
            <button
              type="button"
              onClick={() => setPicked(null)}
              className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Choose another item
            </button>
            <SubmitReviewForm
              key={picked.id}
              itemId={picked.id}
              contentTypeId={picked.contentTypeId}
              idPrefix="submit-item"
              currentUserId={currentUserId}
              onCancel={() => change(false)}
              onDone={() => {
                change(false)
                onSubmitted(picked.id)
              }}
            />
          </div>
        ) : (
          <ItemPicker onPick={setPicked} />
        )}
      </DialogContent>
    </Dialog>
  )
}
