import type { Menu, ParsedUpdateMenuInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { lockMenuForEdit } from '../menu-lookup.js'
import { toMenu } from '../menu-view.js'
import { menuSlugRaceGuard, menuSlugTaken } from '../navigation-errors.js'
import {
  findMenu,
  menuSlugTaken as slugTaken,
  updateMenu as updateInDb,
} from '../navigation.repository.js'

/**
 * Renames a menu or changes its slug or description; what is not sent stays. A new name keeps
 * the slug, since sites ask for menus by it. Editors and admins; 409 when the slug is taken.
 */
export async function updateMenu(
  ctx: OperationContext,
  idOrSlug: string,
  input: ParsedUpdateMenuInput,
): Promise<Menu> {
  const actor = await requireCapability(ctx, 'navigation.edit')
  return withTransaction(ctx, async (trx) => {
    const { menu, rows } = await lockMenuForEdit(trx, idOrSlug)
    if (input.slug !== undefined && (await slugTaken(trx.db, input.slug, menu.id))) {
      throw menuSlugTaken()
    }
    await menuSlugRaceGuard(trx, updateInDb(trx.db, menu.id, input, nowIso(), actor.userId))
    trx.logger.info({ menuId: menu.id, by: actor.userId }, 'menu updated')
    return toMenu((await findMenu(trx.db, menu.id))!, rows.length)
  })
}
