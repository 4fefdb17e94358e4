import type { MediaItem, UpdateMediaInput } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { mediaKeys } from '@/lib/api/get-media'

import { apiRequest } from '@/lib/api-client'
import { subscriptionKeys } from '@/lib/use-subscription'

const itemPath = (id: string) => `/api/v1/media/${encodeURIComponent(id)}`

/** `PATCH /api/v1/media/{id}`: a new name, alt text or folder. */
export function updateMedia(id: string, input: UpdateMediaInput): Promise<MediaItem> {
  return apiRequest<{ data: MediaItem }>(itemPath(id), { method: 'PATCH', body: input }).then(
    (body) => body.data,
  )
}

/** `DELETE /api/v1/media/{id}` or, for several files, `POST /api/v1/media/delete`. */
export function deleteMedia(ids: string[]): Promise<void> {
  if (ids.length === 1 && ids[0]) return apiRequest(itemPath(ids[0]), { method: 'DELETE' })
  return apiRequest('/api/v1/media/delete', { method: 'POST', body: { ids } })
}

/** `POST /api/v1/media/move`: into a folder, or out of every folder with `null`. */
export async function moveMedia(ids: string[], folderId: string | null): Promise<void> {
  await apiRequest('/api/v1/media/move', { method: 'POST', body: { ids, folderId } })
}

/**
 * Everything under `media` is refetched after a change: a rename can reorder a list, a move
 * changes two folders' counts, a delete empties a page.
 */
export function useInvalidateMedia() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: mediaKeys.all })
}

export function useUpdateMedia() {
  const queryClient = useQueryClient()
  const invalidate = useInvalidateMedia()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateMediaInput }) => updateMedia(id, input),
    onSuccess: (item) => {
      queryClient.setQueryData(mediaKeys.detail(item.id), item)
      return invalidate()
    },
  })
}

export function useDeleteMedia() {
  const queryClient = useQueryClient()
  const invalidate = useInvalidateMedia()
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: (_result, ids) => {
      // The details of a deleted file must not be refetched into a 404.
      for (const id of ids) queryClient.removeQueries({ queryKey: mediaKeys.detail(id) })
      // The storage meter counts what is stored.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.subscription() })
      return invalidate()
    },
  })
}

export function useMoveMedia() {
  const invalidate = useInvalidateMedia()
  return useMutation({
    mutationFn: ({ ids, folderId }: { ids: string[]; folderId: string | null }) =>
      moveMedia(ids, folderId),
    onSuccess: invalidate,
  })
}
