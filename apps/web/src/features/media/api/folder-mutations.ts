import type { MediaFolder } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { mediaKeys } from '@/lib/api/get-media'

import { apiRequest } from '@/lib/api-client'

const folderPath = (id: string) => `/api/v1/media/folders/${encodeURIComponent(id)}`

/** `POST /api/v1/media/folders` */
export function createMediaFolder(name: string): Promise<MediaFolder> {
  return apiRequest<{ data: MediaFolder }>('/api/v1/media/folders', {
    method: 'POST',
    body: { name },
  }).then((body) => body.data)
}

/** `PATCH /api/v1/media/folders/{id}` */
export function renameMediaFolder(id: string, name: string): Promise<MediaFolder> {
  return apiRequest<{ data: MediaFolder }>(folderPath(id), {
    method: 'PATCH',
    body: { name },
  }).then((body) => body.data)
}

/** What happens to a deleted folder's files: moved to All files, or deleted with it. */
export type FolderFilesChoice = 'move' | 'delete'

/** `DELETE /api/v1/media/folders/{id}?files=move|delete` */
export async function deleteMediaFolder(id: string, files: FolderFilesChoice): Promise<void> {
  await apiRequest(folderPath(id), { method: 'DELETE', query: { files } })
}

function useFolderMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // Counts and the files' folders change too, so the whole library refreshes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  })
}

export const useCreateMediaFolder = () => useFolderMutation(createMediaFolder)

export const useRenameMediaFolder = () =>
  useFolderMutation(({ id, name }: { id: string; name: string }) => renameMediaFolder(id, name))

export const useDeleteMediaFolder = () =>
  useFolderMutation(({ id, files }: { id: string; files: FolderFilesChoice }) =>
    deleteMediaFolder(id, files),
  )
