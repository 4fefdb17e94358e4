import type { ContentItem, ContentItemInput } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'

import { contentItemsKeys, itemPath, itemsPath } from '@/lib/api/get-content-items'

import { contentTypesKeys } from '@/lib/api/get-content-types'
import { apiRequest } from '@/lib/api-client'

/** `POST /api/v1/content/{type}/items` (201). */
export function createContentItem(typeId: string, input: ContentItemInput): Promise<ContentItem> {
  return apiRequest<{ data: ContentItem }>(itemsPath(typeId), { method: 'POST', body: input }).then(
    (body) => body.data,
  )
}

/** `PUT /api/v1/content/{type}/items/{id}`; answers 409 when `input.version` is stale. */
export function updateContentItem(
  typeId: string,
  id: string,
  input: ContentItemInput,
): Promise<ContentItem> {
  return apiRequest<{ data: ContentItem }>(itemPath(typeId, id), {
    method: 'PUT',
    body: input,
  }).then((body) => body.data)
}

/** `DELETE /api/v1/content/{type}/items/{id}` (204). */
export function deleteContentItem(typeId: string, id: string): Promise<void> {
  return apiRequest<undefined>(itemPath(typeId, id), { method: 'DELETE' })
}

/** `POST .../versions/{n}/restore`: brings version n back as a new version. */
export function restoreVersion(
  typeId: string,
  id: string,
  version: number,
  currentVersion: number,
): Promise<ContentItem> {
  return apiRequest<{ data: ContentItem }>(`${itemPath(typeId, id)}/versions/${version}/restore`, {
    method: 'POST',
    body: { version: currentVersion },
  }).then((body) => body.data)
}

/** After any write: lists, history, the dashboard and the types' item counts are stale. */
export function invalidateContent(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentItemsKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: contentTypesKeys.all }),
  ])
}

export interface SaveItemVariables {
  typeId: string
  /** Absent for a new item. */
  id?: string | undefined
  input: ContentItemInput
}

/** Creates or updates an item (by whether it has an id) and refreshes what shows it. */
export function useSaveContentItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ typeId, id, input }: SaveItemVariables) =>
      id ? updateContentItem(typeId, id, input) : createContentItem(typeId, input),
    onSuccess: () => invalidateContent(queryClient),
  })
}

export function useDeleteContentItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (item: Pick<ContentItem, 'id' | 'contentTypeId'>) =>
      deleteContentItem(item.contentTypeId, item.id),
    onSuccess: () => invalidateContent(queryClient),
  })
}

export function useRestoreVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (vars: { typeId: string; id: string; version: number; currentVersion: number }) =>
      restoreVersion(vars.typeId, vars.id, vars.version, vars.currentVersion),
    onSuccess: () => invalidateContent(queryClient),
  })
}
