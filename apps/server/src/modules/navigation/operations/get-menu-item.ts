import type { MenuItem } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { loadMenuDetail, requireMenu } from '../menu-lookup.js'
import { findInTree } from '../menu-view.js'
import { menuItemNotFound } from '../navigation-errors.js'

/** One item of a menu with its subtree. Any signed-in user. */
export async function getMenuItem(
  ctx: OperationContext,
  menuIdOrSlug: string,
  itemId: string,
): Promise<MenuItem> {
  await requireCapability(ctx, 'navigation.view')
  const detail = await loadMenuDetail(ctx, await requireMenu(ctx, menuIdOrSlug))
  const item = findInTree(detail.items, itemId)
  if (!item) throw menuItemNotFound()
  return item
}
