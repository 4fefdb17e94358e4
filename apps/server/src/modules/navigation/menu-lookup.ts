import type { MenuDetail } from '@folio/schema'

import { nowIso } from '../../lib/clock.js'
import type { OperationContext } from '../../lib/context.js'
import { buildItemTree, countItems, toMenu, visibilityFor } from './menu-view.js'
import { menuItemNotFound, menuNotFound } from './navigation-errors.js'
import {
  findMenu,
  findMenuForUpdate,
  listMenuItems,
  updateMenu,
  type MenuItemRow,
  type MenuRow,
} from './navigation.repository.js'

/** The menu named in the path (id or slug); 404 when it does not exist. */
export async function requireMenu(ctx: OperationContext, idOrSlug: string): Promise<MenuRow> {
  const menu = await findMenu(ctx.db, idOrSlug)
  if (!menu) throw menuNotFound()
  return menu
}

/**
 * The menu a write is about, locked for the rest of the transaction (call it inside one),
 * with its items as they are now.
 */
export async function lockMenuForEdit(
  ctx: OperationContext,
  idOrSlug: string,
): Promise<{ menu: MenuRow; rows: MenuItemRow[] }> {
  const menu = await findMenuForUpdate(ctx.db, ctx.dialect, idOrSlug)
  if (!menu) throw menuNotFound()
  return { menu, rows: await listMenuItems(ctx.db, [menu.id]) }
}

/** An item of the menu; 404 when the id names no item, or an item of another menu. */
export function requireItemRow(rows: readonly MenuItemRow[], itemId: string): MenuItemRow {
  const row = rows.find((candidate) => candidate.id === itemId)
  if (!row) throw menuItemNotFound()
  return row
}

/** Marks the menu changed by the actor: any change to its items is a change to the menu. */
export async function touchMenu(ctx: OperationContext, menuId: string): Promise<void> {
  await updateMenu(ctx.db, menuId, {}, nowIso(), ctx.actor?.userId ?? null)
}

/** The menu with the item tree the caller may see (see visibilityFor). */
export async function loadMenuDetail(ctx: OperationContext, menu: MenuRow): Promise<MenuDetail> {
  const rows = await listMenuItems(ctx.db, [menu.id])
  const items = buildItemTree(rows, visibilityFor(ctx))
  return { ...toMenu(menu, countItems(items)), items }
}
