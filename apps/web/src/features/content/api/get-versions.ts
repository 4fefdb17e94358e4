import type { ContentVersion } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { contentItemsKeys, itemPath } from '@/lib/api/get-content-items'

import { apiRequest } from '@/lib/api-client'

/** `GET /api/v1/content/{type}/items/{id}/versions`: every snapshot, newest first. */
export function getVersions(
  typeId: string,
  id: string,
  signal?: AbortSignal,
): Promise<ContentVersion[]> {
  return apiRequest<{ data: ContentVersion[] }>(`${itemPath(typeId, id)}/versions`, {
    signal,
  }).then((body) => body.data)
}

export const versionsQuery = (typeId: string, id: string) =>
  queryOptions({
    queryKey: contentItemsKeys.versions(typeId, id),
    queryFn: ({ signal }) => getVersions(typeId, id, signal),
    staleTime: 0,
  })
