import type { MenuDetail, MenuItem, MenuTreeInput } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { toPlacements } from '../tree/tree-placements'

import { menuPath, menusKeys } from './get-menus'

import { apiRequest } from '@/lib/api-client'

/**
 * `PUT /api/v1/menus/{id}/tree`: the place of every item, saved at once or not at all (the
 * server refuses cycles and unknown items without changing anything).
 */
export function saveMenuTree(menuId: string, input: MenuTreeInput): Promise<unknown> {
  return apiRequest(`${menuPath(menuId)}/tree`, { method: 'PUT', body: input })
}

/** The tree with each item's `position` matching its place among its siblings. */
function withPositions(items: readonly MenuItem[]): MenuItem[] {
  return items.map((item, position) => ({
    ...item,
    position,
    children: withPositions(item.children),
  }))
}

/**
 * Saves a rearranged tree optimistically: the screen shows it at once, and goes back to the
 * tree before the move if the server refuses it. Saves of one menu run one after another, so
 * the server always ends up with the last arrangement.
 */
export function useSaveMenuTree(menuId: string) {
  const queryClient = useQueryClient()
  const key = menusKeys.detail(menuId)
  return useMutation({
    mutationKey: menusKeys.tree(menuId),
    scope: { id: `menu-tree-${menuId}` },
    mutationFn: (items: MenuItem[]) => saveMenuTree(menuId, { items: toPlacements(items) }),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<MenuDetail>(key)
      queryClient.setQueryData<MenuDetail>(
        key,
        (menu) => menu && { ...menu, items: withPositions(items) },
      )
      return { previous }
    },
    onError: (_error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSettled: () => {
      // Refetching while a later save is queued would flash the older tree back.
      if (queryClient.isMutating({ mutationKey: menusKeys.tree(menuId) }) === 1) {
        return queryClient.invalidateQueries({ queryKey: key })
      }
    },
  })
}
