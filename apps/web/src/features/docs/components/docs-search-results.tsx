import { FileText } from 'lucide-react'
import type { KeyboardEvent, Ref } from 'react'
import { Link } from 'react-router'

import type { DocsSearchResult } from '../search-docs'

import { Highlight } from './highlight'

/** Up and down arrows move between the results; up from the first goes back to the search box. */
function moveFocus(event: KeyboardEvent<HTMLAnchorElement>, onLeaveTop: () => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const list = event.currentTarget.closest('ul')
  const links = list ? [...list.querySelectorAll<HTMLAnchorElement>('a[href]')] : []
  const index = links.indexOf(event.currentTarget)
  event.preventDefault()
  if (event.key === 'ArrowUp' && index <= 0) onLeaveTop()
  else links[Math.min(links.length - 1, event.key === 'ArrowDown' ? index + 1 : index - 1)]?.focus()
}

/** The manual's pages whose full text matches the search, each with an excerpt. */
export function DocsSearchResults({
  results,
  search,
  listRef,
  onLeaveTop,
}: {
  results: readonly DocsSearchResult[]
  search: string
  listRef: Ref<HTMLUListElement>
  onLeaveTop: () => void
}) {
  return (
    <section aria-labelledby="docs-pages-found" className="mx-auto mt-10 max-w-3xl">
      <h2 id="docs-pages-found" className="text-sm font-semibold text-muted-foreground">
        Pages of the manual
      </h2>
      <ul
        ref={listRef}
        className="mt-3 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      >
        {results.map((result) => (
          <li key={result.slug}>
            <Link
              to={`/docs/${result.slug}${result.sectionId ? `#${result.sectionId}` : ''}`}
              onKeyDown={(event) => moveFocus(event, onLeaveTop)}
              className="flex gap-3 px-5 py-4 hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
            >
              <FileText className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block font-semibold text-primary-text">
                  {result.title}
                  {result.heading && (
                    <span className="font-normal text-muted-foreground">{` › ${result.heading}`}</span>
                  )}
                </span>
                {result.excerpt && (
                  <span className="mt-1 block text-sm break-words text-muted-foreground">
                    <Highlight text={result.excerpt} search={search} />
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
