import type { ContentAuthor, ContentItem, ListContentItemsQuery } from '@folio/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/** The list query as this app sends it (the schema's input type leaves page sizes untyped). */
export type ContentItemsQuery = Omit<ListContentItemsQuery, 'page' | 'pageSize'> & {
  page?: number
  pageSize?: number
}

export interface ContentItemsPage {
  data: ContentItem[]
  meta: { page: number; pageSize: number; total: number }
}

/** `GET /api/v1/content-items`: one page of items across types, filtered and sorted. */
export function getContentItems(
  query: ContentItemsQuery,
  signal?: AbortSignal,
): Promise<ContentItemsPage> {
  return apiRequest<ContentItemsPage>('/api/v1/content-items', { query: { ...query }, signal })
}

/** `GET /api/v1/content/{type}/items/{id}`. */
export function getContentItem(
  typeId: string,
  id: string,
  signal?: AbortSignal,
): Promise<ContentItem> {
  return apiRequest<{ data: ContentItem }>(itemPath(typeId, id), { signal }).then(
    (body) => body.data,
  )
}

/**
 * `GET /api/v1/content-items/{id}`: an item from its id alone, for links that know nothing else
 * (search results, the dashboard's recent content: `/content?item=<id>`).
 */
export function getContentItemById(id: string, signal?: AbortSignal): Promise<ContentItem> {
  return apiRequest<{ data: ContentItem }>(`/api/v1/content-items/${encodeURIComponent(id)}`, {
    signal,
  }).then((body) => body.data)
}

/** `GET /api/v1/content-authors`: everyone who created or changed an item. */
export function getContentAuthors(signal?: AbortSignal): Promise<ContentAuthor[]> {
  return apiRequest<{ data: ContentAuthor[] }>('/api/v1/content-authors', { signal }).then(
    (body) => body.data,
  )
}

export function itemsPath(typeId: string): string {
  return `/api/v1/content/${encodeURIComponent(typeId)}/items`
}

export function itemPath(typeId: string, id: string): string {
  return `${itemsPath(typeId)}/${encodeURIComponent(id)}`
}

/** Every key starts with 'content-items', so one invalidation refreshes lists, items and history. */
export const contentItemsKeys = {
  all: ['content-items'] as const,
  list: (query: ContentItemsQuery) => ['content-items', 'list', query] as const,
  detail: (typeId: string, id: string) => ['content-items', 'detail', typeId, id] as const,
  versions: (typeId: string, id: string) => ['content-items', 'versions', typeId, id] as const,
  authors: ['content-items', 'authors'] as const,
}

export const contentItemsQuery = (query: ContentItemsQuery) =>
  queryOptions({
    queryKey: contentItemsKeys.list(query),
    queryFn: ({ signal }) => getContentItems(query, signal),
    // Keep the current rows on screen while the next search, filter or page loads.
    placeholderData: keepPreviousData,
  })

export const contentItemQuery = (typeId: string, id: string) =>
  queryOptions({
    queryKey: contentItemsKeys.detail(typeId, id),
    queryFn: ({ signal }) => getContentItem(typeId, id, signal),
    // The editor saves against the version it loaded: always start from the newest one.
    staleTime: 0,
  })

export const contentAuthorsQuery = () =>
  queryOptions({
    queryKey: contentItemsKeys.authors,
    queryFn: ({ signal }) => getContentAuthors(signal),
  })

/** Items a reference field may point to: those of one type, or of every type when null. */
export const referenceOptionsQuery = (typeId: string | null) => {
  const query: ContentItemsQuery = {
    type: typeId ?? undefined,
    pageSize: 100,
    sort: 'title',
    order: 'asc',
  }
  return queryOptions({
    queryKey: contentItemsKeys.list(query),
    queryFn: ({ signal }) => getContentItems(query, signal),
  })
}
