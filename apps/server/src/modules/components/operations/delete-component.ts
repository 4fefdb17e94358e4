import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { componentInUse, componentNotFound } from '../component-errors.js'
import { readComponentUsage } from '../component-usage.js'
import {
  deleteComponent as deleteFromDb,
  findAllComponentsForUpdate,
  findComponent,
} from '../components.repository.js'

/**
 * Deletes a component (admins only) that no content type or component uses: their items'
 * values inside it would lose their meaning. A component in use answers 409 naming who uses it.
 */
export async function deleteComponent(ctx: OperationContext, idOrSlug: string): Promise<void> {
  const actor = accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    const component = await findComponent(trx.db, idOrSlug)
    if (!component) throw componentNotFound()
    // Waits for saves that may be taking it into use, and holds off new ones until done.
    await findAllComponentsForUpdate(trx.db, trx.dialect)
    const users = (await readComponentUsage(trx.db)).usersOf(component.id)
    if (users.length > 0) throw componentInUse(users)
    if (!(await deleteFromDb(trx.db, component.id))) throw componentNotFound()
    trx.logger.info({ componentId: component.id, by: actor.userId }, 'component deleted')
  })
}
