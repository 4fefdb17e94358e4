import type { DocsSearchResult } from './search-docs'

/** A search over the full text of every page: one chunk, fetched when someone searches. */
export async function loadDocsSearch(): Promise<(search: string) => DocsSearchResult[]> {
  const { searchAllDocs } = await import('./docs-search-index')
  return searchAllDocs
}
