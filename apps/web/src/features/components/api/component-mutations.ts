import type { Component, ComponentInput } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'

import { componentPath, componentsKeys } from '@/lib/api/get-components'

import { apiRequest } from '@/lib/api-client'

/** `POST /api/v1/components` (admins). */
export function createComponent(input: ComponentInput): Promise<Component> {
  return apiRequest<{ data: Component }>('/api/v1/components', {
    method: 'POST',
    body: input,
  }).then((body) => body.data)
}

/** `PUT /api/v1/components/{idOrSlug}` (admins). Fields keep their ids so renames keep values. */
export function updateComponent(idOrSlug: string, input: ComponentInput): Promise<Component> {
  return apiRequest<{ data: Component }>(componentPath(idOrSlug), {
    method: 'PUT',
    body: input,
  }).then((body) => body.data)
}

/** `DELETE /api/v1/components/{idOrSlug}` (admins); refused while something uses it. */
export function deleteComponent(idOrSlug: string): Promise<void> {
  return apiRequest<undefined>(componentPath(idOrSlug), { method: 'DELETE' })
}

/** Components shape content types' fields and the item editor's inputs, so those reload too. */
function invalidateAfterComponentChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: componentsKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['content-types'] }),
  ])
}

/** Creates a component, or updates the one with `id`. */
export function useSaveComponent(id: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ComponentInput) =>
      id === null ? createComponent(input) : updateComponent(id, input),
    onSuccess: () => invalidateAfterComponentChange(queryClient),
  })
}

export function useDeleteComponent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteComponent,
    onSettled: () => invalidateAfterComponentChange(queryClient),
  })
}
