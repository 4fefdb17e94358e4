import { randomUUID } from 'node:crypto'

import type { ContactMessage, CreateContactMessageInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { insertContactMessage } from '../contact.repository.js'

/** Stores a message sent from the public contact form. Anyone may send one. */
export async function createContactMessage(
  ctx: OperationContext,
  input: CreateContactMessageInput,
): Promise<ContactMessage> {
  const message: ContactMessage = { id: randomUUID(), ...input, createdAt: nowIso() }
  await insertContactMessage(ctx.db, message)
  ctx.logger.info({ contactMessageId: message.id }, 'contact message received')
  return message
}
