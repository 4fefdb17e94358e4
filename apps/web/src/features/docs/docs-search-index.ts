import type { DocsSearchPage } from './docs-content'
import { searchDocs, type DocsSearchResult } from './search-docs'

// The text of every page in one module, loaded only when someone searches the docs.
const modules = import.meta.glob<DocsSearchPage>(
  [
    '../../../../../docs/*.md',
    '!../../../../../docs/architecture.md',
    '!../../../../../docs/benchmarks.md',
  ],
  { query: '?docs-search', import: 'default', eager: true },
)

export const docsSearchPages: DocsSearchPage[] = Object.values(modules)

/** Searches every page's text; the search code comes in this chunk too. */
export function searchAllDocs(search: string): DocsSearchResult[] {
  return searchDocs(docsSearchPages, search)
}
