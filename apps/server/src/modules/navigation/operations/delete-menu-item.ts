import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { lockMenuForEdit, requireItemRow, touchMenu } from '../menu-lookup.js'
import { deleteMenuItem as deleteFromDb } from '../navigation.repository.js'

/** Deletes an item with its whole subtree. Editors and admins. */
export async function deleteMenuItem(
  ctx: OperationContext,
  menuIdOrSlug: string,
  itemId: string,
): Promise<void> {
  const actor = await requireCapability(ctx, 'navigation.edit')
  await withTransaction(ctx, async (trx) => {
    const { menu, rows } = await lockMenuForEdit(trx, menuIdOrSlug)
    requireItemRow(rows, itemId)
    await deleteFromDb(trx.db, itemId)
    await touchMenu(trx, menu.id)
    trx.logger.info({ menuId: menu.id, itemId, by: actor.userId }, 'menu item deleted')
  })
}
