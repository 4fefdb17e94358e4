import { randomUUID } from 'node:crypto'

import { contactMessages, type ContactMessage, type CreateContactMessageInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import { withTransaction } from '../../../lib/transaction.js'
import { createNotifications } from '../../notifications/index.js'
import { insertContactMessage, listAdminIds } from '../contact.repository.js'
import type { ContactContext } from '../contact-view.js'

/** How much of a message a notification quotes; the inbox shows all of it. */
const EXCERPT_CHARS = 300

function excerpt(text: string): string {
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text
}

/**
 * Tells every admin about a new message, in the app and by email, as their notification
 * switches allow. The visitor's message is already stored: a failure here is logged and never
 * reaches them, and the emails go in the background.
 */
async function notifyAdmins(ctx: ContactContext, message: ContactMessage): Promise<void> {
  try {
    const emails = await withTransaction(ctx, async (trx) =>
      createNotifications(trx, [
        {
          kind: 'contact_message',
          recipientIds: await listAdminIds(trx.db, trx.dialect),
          // One line: a name with line breaks must not shape the subject of an email.
          message: contactMessages.notification(message.name.replace(/\s+/g, ' ')),
          details: contactMessages.notificationDetails(message.email, excerpt(message.message)),
          link: `/inbox?message=${message.id}`,
        },
      ]),
    )
    ctx.mail.sendAfterCommit(emails, ctx.logger)
  } catch (error) {
    ctx.logger.error({ err: error, contactMessageId: message.id }, 'notifying admins failed')
  }
}

/**
 * Stores a message sent from the public contact form and tells the admins. Anyone may send
 * one. A filled honeypot field means a script: it is answered like a person but nothing is
 * kept and nobody is told, so it learns nothing.
 */
export async function createContactMessage(
  ctx: ContactContext,
  input: CreateContactMessageInput,
): Promise<ContactMessage> {
  const { website, ...fields } = input
  const message: ContactMessage = { id: randomUUID(), ...fields, createdAt: nowIso() }
  if (website?.trim()) {
    ctx.logger.info('contact message dropped: the hidden field was filled')
    return message
  }
  await insertContactMessage(ctx.db, message)
  ctx.logger.info({ contactMessageId: message.id }, 'contact message received')
  await notifyAdmins(ctx, message)
  return message
}
