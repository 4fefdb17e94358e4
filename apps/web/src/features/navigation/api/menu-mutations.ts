import type { CreateMenuInput, Menu, UpdateMenuInput } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'

import { menuPath, menusKeys } from './get-menus'

import { apiRequest } from '@/lib/api-client'

/** `POST /api/v1/menus` */
export function createMenu(input: CreateMenuInput): Promise<Menu> {
  return apiRequest<{ data: Menu }>('/api/v1/menus', { method: 'POST', body: input }).then(
    (body) => body.data,
  )
}

/** `PATCH /api/v1/menus/{id}`: name, slug and description. */
export function updateMenu(id: string, input: UpdateMenuInput): Promise<Menu> {
  return apiRequest<{ data: Menu }>(menuPath(id), { method: 'PATCH', body: input }).then(
    (body) => body.data,
  )
}

/** `DELETE /api/v1/menus/{id}`: the menu and all its items. */
export function deleteMenu(id: string): Promise<void> {
  return apiRequest<undefined>(menuPath(id), { method: 'DELETE' })
}

/**
 * Puts a saved menu in the cached list at once: the screen selects menus by slug, and must find
 * a new or renamed one before the list is fetched again.
 */
function putInList(queryClient: QueryClient, saved: Menu) {
  queryClient.setQueryData<Menu[]>(menusKeys.list, (list) => {
    if (!list) return list
    const known = list.some((menu) => menu.id === saved.id)
    return known ? list.map((menu) => (menu.id === saved.id ? saved : menu)) : [...list, saved]
  })
}

export function useCreateMenu() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createMenu,
    onSuccess: (saved) => putInList(queryClient, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menusKeys.list }),
  })
}

export function useUpdateMenu() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateMenuInput }) => updateMenu(id, input),
    onSuccess: (saved) => putInList(queryClient, saved),
    onSettled: (_menu, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menusKeys.list }),
        queryClient.invalidateQueries({ queryKey: menusKeys.detail(id) }),
      ]),
  })
}

export function useDeleteMenu() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMenu,
    onSuccess: (_nothing, id) => queryClient.removeQueries({ queryKey: menusKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menusKeys.list }),
  })
}
