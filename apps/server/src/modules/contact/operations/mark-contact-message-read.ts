import type { InboxMessage, UpdateInboxMessageInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { setContactMessageRead } from '../contact.repository.js'
import { contactMessageNotFound, toInboxMessage } from '../contact-view.js'

/**
 * Marks a contact message read (keeping when it was first read) or unread again, for every
 * admin: the inbox is shared. Admins only.
 */
export async function markContactMessageRead(
  ctx: OperationContext,
  id: string,
  input: UpdateInboxMessageInput,
): Promise<InboxMessage> {
  const actor = accessOf(ctx).requireRole('admin')
  const row = await setContactMessageRead(ctx.db, id, input.read ? nowIso() : null)
  if (!row) throw contactMessageNotFound()
  ctx.logger.info(
    { contactMessageId: id, read: input.read, by: actor.userId },
    'contact message marked',
  )
  return toInboxMessage(row)
}
