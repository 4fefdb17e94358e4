import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { deleteContactMessage as deleteFromDb } from '../contact.repository.js'
import { contactMessageNotFound } from '../contact-view.js'

/** Deletes a contact message for good. Admins only. */
export async function deleteContactMessage(ctx: OperationContext, id: string): Promise<void> {
  const actor = accessOf(ctx).requireRole('admin')
  if (!(await deleteFromDb(ctx.db, id))) throw contactMessageNotFound()
  ctx.logger.info({ contactMessageId: id, by: actor.userId }, 'contact message deleted')
}
