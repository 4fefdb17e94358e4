import type { ContentType, ContentTypeInput } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'

import { contentTypesKeys } from '@/lib/api/get-content-types'

import { apiRequest } from '@/lib/api-client'

const typePath = (idOrSlug: string) => `/api/v1/content-types/${encodeURIComponent(idOrSlug)}`

/** `POST /api/v1/content-types` (admins). */
export function createContentType(input: ContentTypeInput): Promise<ContentType> {
  return apiRequest<{ data: ContentType }>('/api/v1/content-types', {
    method: 'POST',
    body: input,
  }).then((body) => body.data)
}

/** `PUT /api/v1/content-types/{idOrSlug}` (admins). Fields keep their ids so renames keep values. */
export function updateContentType(idOrSlug: string, input: ContentTypeInput): Promise<ContentType> {
  return apiRequest<{ data: ContentType }>(typePath(idOrSlug), { method: 'PUT', body: input }).then(
    (body) => body.data,
  )
}

/** `DELETE /api/v1/content-types/{idOrSlug}` (admins): the type and all of its items. */
export function deleteContentType(idOrSlug: string): Promise<void> {
  return apiRequest<undefined>(typePath(idOrSlug), { method: 'DELETE' })
}

/** `POST /api/v1/content-types/{idOrSlug}/duplicate` (admins): a copy named "<name> (copy)". */
export function duplicateContentType(idOrSlug: string): Promise<ContentType> {
  return apiRequest<{ data: ContentType }>(`${typePath(idOrSlug)}/duplicate`, {
    method: 'POST',
  }).then((body) => body.data)
}

/**
 * A type change shows up in more places than the type list: content lists and the editor read
 * the type's fields, and the dashboard counts types and items.
 */
export function invalidateAfterTypeChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentTypesKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['content-items'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ])
}

/** Creates a type, or updates the one with `id`. */
export function useSaveContentType(id: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ContentTypeInput) =>
      id === null ? createContentType(input) : updateContentType(id, input),
    onSuccess: () => invalidateAfterTypeChange(queryClient),
  })
}

export function useDeleteContentType() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteContentType,
    onSettled: () => invalidateAfterTypeChange(queryClient),
  })
}

export function useDuplicateContentType() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: duplicateContentType,
    onSuccess: () => invalidateAfterTypeChange(queryClient),
  })
}
