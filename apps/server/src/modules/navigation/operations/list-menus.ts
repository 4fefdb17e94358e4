import type { Menu } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { buildItemTree, countItems, toMenu, visibilityFor } from '../menu-view.js'
import { countMenuItems, listMenuItems, listMenus as listFromDb } from '../navigation.repository.js'

/**
 * Every menu, oldest first, with its item count. Any signed-in user or API key; a key's count
 * is of the items it would be answered.
 */
export async function listMenus(ctx: OperationContext): Promise<Menu[]> {
  await requireCapability(ctx, 'navigation.view')
  const menus = await listFromDb(ctx.db)
  const visibility = visibilityFor(ctx)
  if (!visibility.activeOnly) {
    const counts = await countMenuItems(ctx.db)
    return menus.map((menu) => toMenu(menu, counts.get(menu.id) ?? 0))
  }
  const rows = await listMenuItems(
    ctx.db,
    menus.map((menu) => menu.id),
  )
  return menus.map((menu) => {
    const items = buildItemTree(
      rows.filter((row) => row.menu_id === menu.id),
      visibility,
    )
    return toMenu(menu, countItems(items))
  })
}
