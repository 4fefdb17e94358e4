export { createMailer, type Mailer, type MailKind, type MailMessage } from './mailer.js'
export type { OutboxMessage } from './mail-outbox.repository.js'
export { getMailboxMessage, listMailbox } from './operations/read-mailbox.js'
