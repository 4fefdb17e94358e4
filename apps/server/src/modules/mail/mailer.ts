import { randomUUID } from 'node:crypto'

import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Transporter } from 'nodemailer'

import type { Config } from '../../config/config.js'
import type { Database } from '../../db/tables.js'
import { nowIso } from '../../lib/clock.js'
import { insertOutboxMessage } from './mail-outbox.repository.js'

export type MailKind =
  | 'signup'
  | 'magiclink'
  | 'recovery'
  | 'email_change'
  | 'invite'
  | 'reauthentication'
  | 'welcome'
  | 'sign_in_notification'
  | 'workflow_notification'
  | 'contact_notification'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  kind: MailKind
}

/**
 * Sends email: over SMTP when SMTP_URL is set; otherwise, outside production, into the
 * `mail_outbox` table that /dev/mailbox shows. Without either, messages are dropped with a
 * warning (the address only: links in them sign people in).
 *
 * `send` writes with its own database handle, so never call it inside a transaction (on
 * SQLite that transaction holds the only connection): send after commit.
 */
export interface Mailer {
  mode: 'smtp' | 'outbox' | 'disabled'
  send(message: MailMessage): Promise<void>
  /** For notices the request need not wait for; failures are logged. */
  sendInBackground(message: MailMessage, logger: FastifyBaseLogger): void
  /** Waits for background sends (called when the server closes). */
  drain(): Promise<void>
}

export function createMailer(
  config: Config,
  db: Kysely<Database>,
  logger: FastifyBaseLogger,
): Mailer {
  const mode = config.mail.smtpUrl ? 'smtp' : config.mail.outbox ? 'outbox' : 'disabled'
  const smtpUrl = config.mail.smtpUrl
  // Nodemailer is loaded by the first email: a server without SMTP_URL never needs it.
  let transport: Promise<Transporter> | null = null
  const smtp = (url: string) =>
    (transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(url)))
  if (mode === 'disabled') {
    logger.warn('SMTP_URL is not set: auth emails (confirmations, password resets) are not sent')
  }
  const pending = new Set<Promise<void>>()

  async function send(message: MailMessage) {
    const to = message.to.toLowerCase()
    if (smtpUrl) {
      await (
        await smtp(smtpUrl)
      ).sendMail({
        from: config.mail.from,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
    } else if (mode === 'outbox') {
      await insertOutboxMessage(db, { id: randomUUID(), ...message, to, created_at: nowIso() })
    } else {
      logger.warn({ to, kind: message.kind }, 'email not sent: SMTP_URL is not set')
    }
  }

  return {
    mode,
    send,
    sendInBackground(message, requestLogger) {
      const job = send(message)
        .catch((error: unknown) => {
          requestLogger.error({ err: error, kind: message.kind }, 'sending email failed')
        })
        .finally(() => pending.delete(job))
      pending.add(job)
    },
    async drain() {
      await Promise.all(pending)
      if (transport) (await transport).close()
    },
  }
}
