import type { SearchResult } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/** Queries shorter than this only match screens locally. */
export const MIN_SEARCH_LENGTH = 2

export function search(q: string, signal?: AbortSignal): Promise<SearchResult[]> {
  return apiRequest<{ data: SearchResult[] }>('/api/v1/search', { query: { q }, signal }).then(
    (body) => body.data,
  )
}

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => search(q, signal),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    staleTime: 30_000,
    retry: false,
  })
