import { PREVIEW_TOKEN_LIFETIME_SECONDS, type PreviewLink } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { contentItemsKeys, itemPath } from '@/lib/api/get-content-items'

import { apiRequest } from '@/lib/api-client'

/** `POST /api/v1/content/{type}/items/{id}/preview`: a token and the site's URL for the item. */
export function createPreviewLink(typeId: string, id: string, signal?: AbortSignal) {
  return apiRequest<{ data: PreviewLink }>(`${itemPath(typeId, id)}/preview`, {
    method: 'POST',
    body: {},
    signal,
  }).then((body) => body.data)
}

// Renewed well before the token expires, so a frame reloaded late in a session still reads.
const RENEW_MS = (PREVIEW_TOKEN_LIFETIME_SECONDS - 120) * 1000

/** The item's preview link while the Preview pane is open, renewed before it expires. */
export function usePreviewLink(typeId: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...contentItemsKeys.detail(typeId, id), 'preview'],
    queryFn: ({ signal }) => createPreviewLink(typeId, id, signal),
    enabled,
    staleTime: RENEW_MS,
    refetchInterval: RENEW_MS,
    refetchOnWindowFocus: false,
  })
}
