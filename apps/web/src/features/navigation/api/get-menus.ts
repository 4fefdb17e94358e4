import type { Menu, MenuDetail } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/** Every key starts with 'menus', so one invalidation refreshes the list and every tree. */
export const menusKeys = {
  all: ['menus'] as const,
  list: ['menus', 'list'] as const,
  detail: (id: string) => ['menus', 'detail', id] as const,
  /** Tree saves of one menu: they run one after another and share this key. */
  tree: (id: string) => ['menus', 'tree', id] as const,
}

export const menuPath = (idOrSlug: string) => `/api/v1/menus/${encodeURIComponent(idOrSlug)}`

/** `GET /api/v1/menus` */
export function getMenus(signal?: AbortSignal): Promise<Menu[]> {
  return apiRequest<{ data: Menu[] }>('/api/v1/menus', { signal }).then((body) => body.data)
}

/** `GET /api/v1/menus/{idOrSlug}`: the menu with its item tree, sorted by position. */
export function getMenu(idOrSlug: string, signal?: AbortSignal): Promise<MenuDetail> {
  return apiRequest<{ data: MenuDetail }>(menuPath(idOrSlug), { signal }).then((body) => body.data)
}

export const menusQuery = () =>
  queryOptions({ queryKey: menusKeys.list, queryFn: ({ signal }) => getMenus(signal) })

export const menuQuery = (id: string) =>
  queryOptions({ queryKey: menusKeys.detail(id), queryFn: ({ signal }) => getMenu(id, signal) })
