import type { CreateMenuItemInput, Menu, MenuDetail, MenuItem } from '@folio/schema'
import { expect } from 'vitest'

import type { ContentApi, Role } from './content-fixtures.js'

/** Test helpers of the navigation API tests. */

export interface MenuBody {
  data: Menu
}
export interface MenuDetailBody {
  data: MenuDetail
}
export interface MenuItemBody {
  data: MenuItem
}

/** PATCH as a demo account. */
export function patch<T = unknown>(api: ContentApi, as: Role | null, path: string, body: unknown) {
  return api.call<T>(as, 'PATCH', path, body)
}

/** A new menu, created by the editor. */
export async function createMenu(api: ContentApi, name: string, slug?: string): Promise<Menu> {
  const res = await api.call<MenuBody>('editor', 'POST', '/menus', { name, slug })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

/** A new item of a menu, created by the editor. */
export async function addItem(
  api: ContentApi,
  menuId: string,
  input: CreateMenuItemInput,
): Promise<MenuItem> {
  const res = await api.call<MenuItemBody>('editor', 'POST', `/menus/${menuId}/items`, input)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

/** The menu as a signed-in user (or with `as` null and a key, see callWithKey) reads it. */
export async function readMenu(
  api: ContentApi,
  idOrSlug: string,
  as: Role = 'viewer',
): Promise<MenuDetail> {
  const res = await api.call<MenuDetailBody>(as, 'GET', `/menus/${idOrSlug}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data
}

/** A tree as indented titles, one line per item in order: easy to compare whole. */
export function outline(items: readonly MenuItem[], depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}${item.title}`,
    ...outline(item.children, depth + 1),
  ])
}

/** Every item of a tree, depth first. */
export function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)])
}
