import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { menuNotFound } from '../navigation-errors.js'
import { deleteMenu as deleteFromDb, findMenu } from '../navigation.repository.js'

/** Deletes a menu with all its items. Editors and admins. */
export async function deleteMenu(ctx: OperationContext, idOrSlug: string): Promise<void> {
  const actor = await requireCapability(ctx, 'navigation.edit')
  const menu = await findMenu(ctx.db, idOrSlug)
  if (!menu || !(await deleteFromDb(ctx.db, menu.id))) throw menuNotFound()
  ctx.logger.info({ menuId: menu.id, by: actor.userId }, 'menu deleted')
}
