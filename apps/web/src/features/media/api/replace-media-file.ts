import type { MediaItem } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { mediaKeys } from '@/lib/api/get-media'

import { apiUpload } from '@/lib/api-client'

/**
 * `PUT /api/v1/media/{id}/file` (multipart, the file under `files`): swaps the bytes and keeps the
 * id, so content using the file shows the new one. Progress runs from 0 to 1.
 */
export async function replaceMediaFile(
  id: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<MediaItem> {
  const form = new FormData()
  form.append('files', file)
  const body = await apiUpload<{ data: MediaItem }>(
    `/api/v1/media/${encodeURIComponent(id)}/file`,
    form,
    { method: 'PUT', onProgress },
  )
  return body.data
}

export function useReplaceMediaFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      file,
      onProgress,
    }: {
      id: string
      file: File
      onProgress?: (fraction: number) => void
    }) => replaceMediaFile(id, file, onProgress),
    onSuccess: (item) => {
      queryClient.setQueryData(mediaKeys.detail(item.id), item)
      return queryClient.invalidateQueries({ queryKey: mediaKeys.all })
    },
  })
}
