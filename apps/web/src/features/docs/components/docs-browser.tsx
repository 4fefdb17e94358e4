import { Search, SearchX, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'

import { docsGroups } from '../docs-topics'
import { filterDocs } from '../filter-docs'
import { loadDocsSearch } from '../load-docs-search'
import type { DocsSearchResult } from '../search-docs'

import { DocsGroupCard } from './docs-group-card'
import { DocsSearchResults } from './docs-search-results'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/format'

/** The search box, the topic groups it filters and the pages whose text it matches. */
export function DocsBrowser() {
  const [search, setSearch] = useState('')
  const [searchPages, setSearchPages] = useState<((search: string) => DocsSearchResult[]) | null>(
    null,
  )
  const inputRef = useRef<HTMLInputElement>(null)
  const resultsRef = useRef<HTMLUListElement>(null)
  const inputId = useId()
  const groups = filterDocs(docsGroups, search)
  const itemCount = groups.reduce((sum, group) => sum + group.items.length, 0)
  const pages = searchPages ? searchPages(search) : []
  const searching = search.trim() !== ''

  // The pages' full text is a chunk of its own, fetched once someone starts to search.
  const loadIndex = () => {
    if (!searchPages) void loadDocsSearch().then((searchAll) => setSearchPages(() => searchAll))
  }

  // /docs arrives prerendered: what someone typed before the script took over is in the box but
  // not in the state, and would vanish at the next render. Take it over once hydrated.
  useEffect(() => {
    const typed = inputRef.current?.value ?? ''
    if (typed !== '') {
      setSearch(typed)
      void loadDocsSearch().then((searchAll) => setSearchPages(() => searchAll))
    }
  }, [])

  const clear = () => {
    setSearch('')
    inputRef.current?.focus()
  }

  return (
    <div>
      <div role="search" className="relative mx-auto max-w-xl">
        <label htmlFor={inputId} className="sr-only">
          Search documentation
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            loadIndex()
          }}
          onFocus={loadIndex}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && pages.length > 0) {
              event.preventDefault()
              resultsRef.current?.querySelector('a')?.focus()
            }
          }}
          aria-describedby={`${inputId}-hint`}
          placeholder="Search documentation..."
          autoComplete="off"
          className="h-13 w-full rounded-xl border border-input bg-card pr-12 pl-12 text-base shadow-sm placeholder:text-muted-foreground/80 focus:border-transparent focus:outline-2 focus:outline-offset-0 focus:outline-ring [&::-webkit-search-cancel-button]:hidden"
        />
        {searching && (
          <button
            type="button"
            onClick={clear}
            aria-label="Clear search"
            className="absolute top-1/2 right-3 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>

      <p id={`${inputId}-hint`} className="sr-only">
        Searches topic titles and the full text of every page; press the down arrow to reach the
        matching pages.
      </p>
      <p role="status" className="sr-only">
        {searching && `${plural(itemCount, 'topic')} and ${plural(pages.length, 'page')} found`}
      </p>

      {searching && pages.length > 0 && (
        <DocsSearchResults
          results={pages}
          search={search}
          listRef={resultsRef}
          onLeaveTop={() => inputRef.current?.focus()}
        />
      )}

      {groups.length > 0 || pages.length > 0 ? (
        <div
          className={cn(
            'mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3',
            groups.length === 0 && 'hidden',
            // Filtered groups differ a lot in length; equal-height cards would leave holes.
            searching && 'items-start',
          )}
        >
          {groups.map((group) => (
            <DocsGroupCard key={group.id} group={group} search={search} />
          ))}
        </div>
      ) : (
        <div className="mx-auto mt-12 max-w-md rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center">
          <SearchX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold">{`No results for "${search.trim()}"`}</h2>
          <p className="mt-2 text-sm text-muted-foreground">
            Try a different word, or browse all topics.
          </p>
          <Button variant="secondary" className="mt-6" onClick={clear}>
            Clear search
          </Button>
        </div>
      )}
    </div>
  )
}
