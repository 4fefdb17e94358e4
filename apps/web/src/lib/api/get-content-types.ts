import type { ContentType, ListContentTypesQuery } from '@folio/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/** `GET /api/v1/content-types`: every type by name; `q` matches name or slug. */
export function getContentTypes(
  query: ListContentTypesQuery = {},
  signal?: AbortSignal,
): Promise<ContentType[]> {
  return apiRequest<{ data: ContentType[] }>('/api/v1/content-types', {
    query: { ...query },
    signal,
  }).then((body) => body.data)
}

/** `GET /api/v1/content-types/{idOrSlug}`. */
export function getContentType(idOrSlug: string, signal?: AbortSignal): Promise<ContentType> {
  return apiRequest<{ data: ContentType }>(
    `/api/v1/content-types/${encodeURIComponent(idOrSlug)}`,
    { signal },
  ).then((body) => body.data)
}

export const contentTypesKeys = {
  all: ['content-types'] as const,
  list: (query: ListContentTypesQuery) => ['content-types', 'list', query] as const,
  detail: (idOrSlug: string) => ['content-types', 'detail', idOrSlug] as const,
}

export const contentTypesQuery = (query: ListContentTypesQuery = {}) =>
  queryOptions({
    queryKey: contentTypesKeys.list(query),
    queryFn: ({ signal }) => getContentTypes(query, signal),
    placeholderData: keepPreviousData,
  })

export const contentTypeQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: contentTypesKeys.detail(idOrSlug),
    queryFn: ({ signal }) => getContentType(idOrSlug, signal),
  })
