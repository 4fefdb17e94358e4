import type { InboxMessage } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { findContactMessage } from '../contact.repository.js'
import { contactMessageNotFound, toInboxMessage } from '../contact-view.js'

/** One contact message, as it is (opening it does not mark it read). Admins only. */
export async function getContactMessage(ctx: OperationContext, id: string): Promise<InboxMessage> {
  accessOf(ctx).requireRole('admin')
  const row = await findContactMessage(ctx.db, id)
  if (!row) throw contactMessageNotFound()
  return toInboxMessage(row)
}
