import type { FastifyBaseLogger, FastifyInstance } from 'fastify'

import type { MailKind, Mailer } from '../mail/index.js'
import { renderNotificationEmail, type PendingEmail } from './notification-email.js'

/** The outbox kind of a notice: contact messages have their own, the rest are workflow's. */
function mailKindOf(email: PendingEmail): MailKind {
  return email.kind === 'contact_message' ? 'contact_notification' : 'workflow_notification'
}

/** Sends notification emails through the app's mailer (SMTP, or the dev mailbox). */
export interface NotificationMailer {
  /**
   * Sends in the background, after the caller's transaction committed: a failure is logged
   * and never undoes or fails the change that caused it.
   */
  sendAfterCommit(emails: readonly PendingEmail[], logger: FastifyBaseLogger): void
}

export function createNotificationMailer(
  mailer: Pick<Mailer, 'sendInBackground'>,
  siteUrl: string,
): NotificationMailer {
  return {
    sendAfterCommit(emails, logger) {
      for (const email of emails) {
        try {
          const rendered = renderNotificationEmail(email, siteUrl)
          mailer.sendInBackground({ to: email.to, ...rendered, kind: mailKindOf(email) }, logger)
        } catch (error) {
          logger.error({ err: error }, 'sending a notification email failed')
        }
      }
    },
  }
}

/** The notification mailer of a running app (its mailer and public site URL). */
export function appNotificationMailer(app: FastifyInstance): NotificationMailer {
  return createNotificationMailer(app.authServices.mailer, app.config.auth.siteUrl)
}
