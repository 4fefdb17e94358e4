import type { ListMediaQuery, MediaFolder, MediaItem, MediaPage, MediaUsage } from '@folio/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export const mediaKeys = {
  all: ['media'] as const,
  lists: ['media', 'list'] as const,
  list: (params: ListMediaQuery) => ['media', 'list', params] as const,
  detail: (id: string) => ['media', 'detail', id] as const,
  usage: (id: string) => ['media', 'usage', id] as const,
  folders: ['media', 'folders'] as const,
}

function searchOf(params: ListMediaQuery): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** `GET /api/v1/media`: one page of files, newest first unless `sort` says otherwise. */
export function getMedia(params: ListMediaQuery, signal?: AbortSignal): Promise<MediaPage> {
  return apiRequest<MediaPage>(`/api/v1/media${searchOf(params)}`, { signal })
}

/** `GET /api/v1/media/folders`: every folder by name, with its file count. */
export function getMediaFolders(signal?: AbortSignal): Promise<MediaFolder[]> {
  return apiRequest<{ data: MediaFolder[] }>('/api/v1/media/folders', { signal }).then(
    (body) => body.data,
  )
}

export const mediaListQuery = (params: ListMediaQuery) =>
  queryOptions({
    queryKey: mediaKeys.list(params),
    queryFn: ({ signal }) => getMedia(params, signal),
    // Typing in the search box keeps the last page on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  })

export const mediaFoldersQuery = () =>
  queryOptions({ queryKey: mediaKeys.folders, queryFn: ({ signal }) => getMediaFolders(signal) })

/** `GET /api/v1/media/{id}`: one file. */
export function getMediaItem(id: string, signal?: AbortSignal): Promise<MediaItem> {
  return apiRequest<{ data: MediaItem }>(`/api/v1/media/${encodeURIComponent(id)}`, {
    signal,
  }).then((body) => body.data)
}

/** `GET /api/v1/media/{id}/usage`: the content items that reference a file. */
export function getMediaUsage(id: string, signal?: AbortSignal): Promise<MediaUsage[]> {
  return apiRequest<{ data: MediaUsage[] }>(`/api/v1/media/${encodeURIComponent(id)}/usage`, {
    signal,
  }).then((body) => body.data)
}

export const mediaItemQuery = (id: string) =>
  queryOptions({
    queryKey: mediaKeys.detail(id),
    queryFn: ({ signal }) => getMediaItem(id, signal),
  })

export const mediaUsageQuery = (id: string) =>
  queryOptions({
    queryKey: mediaKeys.usage(id),
    queryFn: ({ signal }) => getMediaUsage(id, signal),
  })
