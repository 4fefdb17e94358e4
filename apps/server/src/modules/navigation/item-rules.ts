import { menuMessages, MENU_ITEMS_MAX } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { moveProblem, placeAmong } from './menu-tree.js'
import { invalidStructure } from './navigation-errors.js'
import { contentItemExists, saveItemPlaces, type MenuItemRow } from './navigation.repository.js'

/** 422 unless the content item exists: a menu links to real content only. */
export async function checkContentLink(ctx: OperationContext, contentItemId: string | null) {
  if (contentItemId === null || (await contentItemExists(ctx.db, contentItemId))) return
  throw invalidStructure([{ path: 'contentItemId', message: menuMessages.contentItemNotFound }])
}

/** 422 when the menu is full. */
export function checkRoomForItem(rows: readonly MenuItemRow[]) {
  if (rows.length < MENU_ITEMS_MAX) return
  throw invalidStructure([{ path: 'items', message: menuMessages.tooManyItems }])
}

/** 422 unless `parentId` is an item of this menu outside the subtree of `itemId`. */
export function checkParent(rows: readonly MenuItemRow[], itemId: string, parentId: string | null) {
  const problem = moveProblem(
    rows.map((row) => ({ id: row.id, parentId: row.parent_id, title: row.title })),
    itemId,
    parentId,
  )
  if (problem) throw invalidStructure([{ path: 'parentId', message: problem }])
}

/**
 * Puts `itemId` at index `position` (last when absent) among the children of `parentId`, and
 * renumbers those siblings from 0. Returns the item's own index, for the caller to store.
 */
export async function placeItem(
  ctx: OperationContext,
  menuId: string,
  rows: readonly MenuItemRow[],
  item: { id: string; parentId: string | null; position: number | undefined },
  now: string,
): Promise<number> {
  const siblings = rows.filter((row) => row.parent_id === item.parentId)
  const order = placeAmong(
    siblings.map((row) => row.id),
    item.id,
    item.position,
  )
  const moved = siblings.flatMap((row) => {
    const position = order.indexOf(row.id)
    return row.id === item.id || row.position === position
      ? []
      : [{ id: row.id, parentId: item.parentId, position }]
  })
  await saveItemPlaces(ctx.db, menuId, moved, now)
  return order.indexOf(item.id)
}
