import type { MenuItem, ParsedUpdateMenuItemInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { checkContentLink, checkParent, placeItem } from '../item-rules.js'
import { lockMenuForEdit, requireItemRow, touchMenu } from '../menu-lookup.js'
import { updateMenuItem as updateInDb, type MenuItemRow } from '../navigation.repository.js'
import { getMenuItem } from './get-menu-item.js'

/** The link after the change: a new URL replaces a content link and the other way round. */
function linkOf(current: MenuItemRow, input: ParsedUpdateMenuItemInput) {
  if (input.url) return { url: input.url, contentItemId: null }
  if (input.contentItemId) return { url: null, contentItemId: input.contentItemId }
  return {
    url: input.url === null ? null : current.url,
    contentItemId: input.contentItemId === null ? null : current.content_item_id,
  }
}

/**
 * Changes an item; what is not sent stays. A new `parentId` moves it with its subtree (last
 * among the new siblings unless `position` says where), refused when the new parent is in
 * another menu or inside the item's own subtree. Editors and admins.
 */
export async function updateMenuItem(
  ctx: OperationContext,
  menuIdOrSlug: string,
  itemId: string,
  input: ParsedUpdateMenuItemInput,
): Promise<MenuItem> {
  const actor = await requireCapability(ctx, 'navigation.edit')
  return withTransaction(ctx, async (trx) => {
    const { menu, rows } = await lockMenuForEdit(trx, menuIdOrSlug)
    const current = requireItemRow(rows, itemId)
    const parentId = input.parentId === undefined ? current.parent_id : input.parentId
    checkParent(rows, itemId, parentId)
    const link = linkOf(current, input)
    if (link.contentItemId !== current.content_item_id) {
      await checkContentLink(trx, link.contentItemId)
    }

    const now = nowIso()
    const moves = parentId !== current.parent_id || input.position !== undefined
    const position = moves
      ? await placeItem(trx, menu.id, rows, { id: itemId, parentId, position: input.position }, now)
      : current.position
    await updateInDb(
      trx.db,
      itemId,
      {
        title: input.title ?? current.title,
        ...link,
        parentId,
        position,
        isActive: input.isActive ?? current.is_active === 1,
        icon: input.icon === undefined ? current.icon : input.icon,
      },
      now,
    )
    await touchMenu(trx, menu.id)
    trx.logger.info({ menuId: menu.id, itemId, by: actor.userId }, 'menu item updated')
    return getMenuItem(trx, menu.id, itemId)
  })
}
