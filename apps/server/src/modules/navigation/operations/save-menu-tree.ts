import type { MenuDetail, MenuTreeInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { loadMenuDetail, lockMenuForEdit, requireMenu, touchMenu } from '../menu-lookup.js'
import { planTree } from '../menu-tree.js'
import { invalidStructure } from '../navigation-errors.js'
import { saveItemPlaces } from '../navigation.repository.js'

/**
 * Saves the parent and order of every item of a menu at once (what a drag and drop produces).
 * The structure is checked as a whole against the menu's items, under the menu's lock: each
 * item exactly once, parents from this menu, no cycles. Any problem refuses the whole save
 * with 422 naming the items; otherwise every place is written in one transaction. Siblings
 * are renumbered from 0 in the order of the positions sent. Editors and admins.
 */
export async function saveMenuTree(
  ctx: OperationContext,
  menuIdOrSlug: string,
  input: MenuTreeInput,
): Promise<MenuDetail> {
  const actor = await requireCapability(ctx, 'navigation.edit')
  return withTransaction(ctx, async (trx) => {
    const { menu, rows } = await lockMenuForEdit(trx, menuIdOrSlug)
    const plan = planTree(
      rows.map((row) => ({ id: row.id, parentId: row.parent_id, title: row.title })),
      input.items,
    )
    if ('problems' in plan) throw invalidStructure(plan.problems)

    const current = new Map(rows.map((row) => [row.id, row]))
    const changed = plan.places.filter((place) => {
      const row = current.get(place.id)!
      return row.parent_id !== place.parentId || row.position !== place.position
    })
    await saveItemPlaces(trx.db, menu.id, changed, nowIso())
    await touchMenu(trx, menu.id)
    trx.logger.info({ menuId: menu.id, moved: changed.length, by: actor.userId }, 'menu tree saved')
    return loadMenuDetail(trx, await requireMenu(trx, menu.id))
  })
}
