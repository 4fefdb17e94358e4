import type { AiSavedContent } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Bookmark, Search, SearchX } from 'lucide-react'
import { useState } from 'react'

import { savedContentQuery } from '../../api/saved'

import { DeleteSavedConfirm } from './delete-saved-confirm'
import { SavedEntry } from './saved-entry'

import { controlClass } from '@/components/ui/form-field'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useDebouncedValue } from '@/lib/use-debounced-value'

const SEARCH_DELAY_MS = 300

/**
 * Spec: the Saved Content tab. Saved replies, newest first, searched on the server; each can
 * be copied, deleted, or (when given `onUseInContent`) started as a new content item.
 */
export function SavedContent({
  onUseInContent,
}: {
  onUseInContent?: (entry: AiSavedContent) => void
}) {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  const saved = useQuery(savedContentQuery(q))
  const [deleting, setDeleting] = useState<AiSavedContent | null>(null)
  const entries = saved.data

  let body
  if (saved.isError) {
    body = (
      <ErrorState
        title="Could not load saved content"
        message={errorMessage(saved.error)}
        onRetry={() => void saved.refetch()}
      />
    )
  } else if (!entries) {
    body = <LoadingState />
  } else if (entries.length === 0) {
    body = q ? (
      <EmptyState icon={SearchX} title={`Nothing saved matches “${q}”`}>
        Try other words, or clear the search.
      </EmptyState>
    ) : (
      <EmptyState icon={Bookmark} title="No saved content yet">
        Save a reply in Chat and it is kept here, ready to copy or to start a content item.
      </EmptyState>
    )
  } else {
    body = (
      <ul className={cn('space-y-4', saved.isPlaceholderData && 'opacity-60')}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <SavedEntry entry={entry} onUse={onUseInContent} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section aria-label="Saved content" aria-busy={saved.isFetching} className="space-y-4">
      <div className="relative max-w-md">
        <label htmlFor="ai-saved-search" className="sr-only">
          Search saved content
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          id="ai-saved-search"
          type="search"
          value={search}
          placeholder="Search saved content"
          onChange={(event) => setSearch(event.target.value)}
          className={cn(controlClass, 'border-input pl-9')}
        />
      </div>
      {body}
      <DeleteSavedConfirm entry={deleting} onDone={() => setDeleting(null)} />
    </section>
  )
}
