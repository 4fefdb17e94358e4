import { contactMessages, type InboxMessage } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import type { NotificationMailer } from '../notifications/index.js'
import type { ContactMessageRow } from './contact.repository.js'

/** An operation's context on routes that tell admins about new messages. */
export interface ContactContext extends OperationContext {
  mail: NotificationMailer
}

/** A stored message as the inbox shows it. */
export function toInboxMessage(row: ContactMessageRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at,
    read: row.read_at !== null,
    readAt: row.read_at,
  }
}

export function contactMessageNotFound(): AppError {
  return new AppError('not_found', contactMessages.notFound)
}
