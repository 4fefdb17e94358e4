import type { CreateMenuItemInput, MenuItem, UpdateMenuItemInput } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { menuPath, menusKeys } from './get-menus'

import { apiRequest } from '@/lib/api-client'

const itemsPath = (menuId: string) => `${menuPath(menuId)}/items`
const itemPath = (menuId: string, itemId: string) =>
  `${itemsPath(menuId)}/${encodeURIComponent(itemId)}`

/** `POST /api/v1/menus/{id}/items` */
export function createMenuItem(menuId: string, input: CreateMenuItemInput): Promise<MenuItem> {
  return apiRequest<{ data: MenuItem }>(itemsPath(menuId), { method: 'POST', body: input }).then(
    (body) => body.data,
  )
}

/** `PATCH /api/v1/menus/{id}/items/{itemId}` */
export function updateMenuItem(
  menuId: string,
  itemId: string,
  input: UpdateMenuItemInput,
): Promise<MenuItem> {
  return apiRequest<{ data: MenuItem }>(itemPath(menuId, itemId), {
    method: 'PATCH',
    body: input,
  }).then((body) => body.data)
}

/** `DELETE /api/v1/menus/{id}/items/{itemId}`: the item and everything under it. */
export function deleteMenuItem(menuId: string, itemId: string): Promise<void> {
  return apiRequest<undefined>(itemPath(menuId, itemId), { method: 'DELETE' })
}

/** Item changes alter the menu's tree and its item count in the list. */
function useItemMutation<V, R>(menuId: string, mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menusKeys.detail(menuId) }),
        queryClient.invalidateQueries({ queryKey: menusKeys.list }),
      ]),
  })
}

export function useCreateMenuItem(menuId: string) {
  return useItemMutation(menuId, (input: CreateMenuItemInput) => createMenuItem(menuId, input))
}

export function useUpdateMenuItem(menuId: string) {
  return useItemMutation(menuId, ({ id, input }: { id: string; input: UpdateMenuItemInput }) =>
    updateMenuItem(menuId, id, input),
  )
}

export function useDeleteMenuItem(menuId: string) {
  return useItemMutation(menuId, (itemId: string) => deleteMenuItem(menuId, itemId))
}
