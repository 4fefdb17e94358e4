import { randomUUID } from 'node:crypto'

import type { MenuItem, ParsedCreateMenuItemInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { checkContentLink, checkParent, checkRoomForItem, placeItem } from '../item-rules.js'
import { lockMenuForEdit, touchMenu } from '../menu-lookup.js'
import { insertMenuItem } from '../navigation.repository.js'
import { getMenuItem } from './get-menu-item.js'

/**
 * Adds an item to a menu: at the top level or under `parentId` (an item of the same menu), at
 * index `position` among its siblings or last. Editors and admins.
 */
export async function createMenuItem(
  ctx: OperationContext,
  menuIdOrSlug: string,
  input: ParsedCreateMenuItemInput,
): Promise<MenuItem> {
  const actor = await requireCapability(ctx, 'navigation.edit')
  return withTransaction(ctx, async (trx) => {
    const { menu, rows } = await lockMenuForEdit(trx, menuIdOrSlug)
    checkRoomForItem(rows)
    const id = randomUUID()
    const parentId = input.parentId ?? null
    checkParent(rows, id, parentId)
    const contentItemId = input.contentItemId ?? null
    await checkContentLink(trx, contentItemId)

    const now = nowIso()
    const position = await placeItem(
      trx,
      menu.id,
      rows,
      { id, parentId, position: input.position },
      now,
    )
    await insertMenuItem(trx.db, {
      id,
      menuId: menu.id,
      parentId,
      title: input.title,
      url: input.url ?? null,
      contentItemId,
      position,
      isActive: input.isActive,
      icon: input.icon ?? null,
      createdAt: now,
    })
    await touchMenu(trx, menu.id)
    trx.logger.info({ menuId: menu.id, itemId: id, by: actor.userId }, 'menu item created')
    return getMenuItem(trx, menu.id, id)
  })
}
