import { randomUUID } from 'node:crypto'

import { notificationTypeOfKind, type NotificationKind } from '@folio/schema'

import { isUserBanned } from '../../../auth/index.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { afterCommit } from '../../../lib/transaction.js'
import { readNotificationSettings } from '../../settings/index.js'
import type { PendingEmail } from '../notification-email.js'
import { findRecipients, insertNotifications } from '../notifications.repository.js'
import { effectiveSwitches } from '../user-notification-settings.js'

/** One notice for the people concerned by a change. */
export interface NotificationDraft {
  kind: NotificationKind
  recipientIds: readonly (string | null)[]
  message: string
  details: string | null
  /** Path in the web app. */
  link: string | null
}

/**
 * Creates the in-app notifications of a change, in the caller's transaction, for each
 * recipient but the actor (people are never told about what they did themselves), as each
 * recipient's own switches allow (the Settings → Notifications defaults until they choose). Returns the emails to send once the transaction commits;
 * suspended accounts get none.
 */
export async function createNotifications(
  ctx: OperationContext,
  drafts: readonly NotificationDraft[],
): Promise<PendingEmail[]> {
  const defaults = await readNotificationSettings(ctx.db)
  const createdAt = nowIso()
  const rows = []
  const emails: PendingEmail[] = []
  for (const draft of drafts) {
    const ids = new Set(draft.recipientIds.filter((id): id is string => id !== null))
    if (ctx.actor) ids.delete(ctx.actor.userId)
    for (const user of await findRecipients(ctx.db, [...ids])) {
      const channels = effectiveSwitches(user.raw_user_meta_data, defaults)[draft.kind]
      if (channels.inApp) {
        rows.push({
          id: randomUUID(),
          user_id: user.id,
          type: notificationTypeOfKind[draft.kind],
          kind: draft.kind,
          message: draft.message,
          details: draft.details,
          link: draft.link,
          read_at: null,
          created_at: createdAt,
        })
      }
      if (channels.email && !isUserBanned(user)) {
        emails.push({
          to: user.email,
          subject: draft.message,
          details: draft.details,
          link: draft.link,
          kind: draft.kind,
        })
      }
    }
  }
  await insertNotifications(ctx.db, rows)
  // Open bells refresh once the rows are there to read.
  const notified = [...new Set(rows.map((row) => row.user_id))]
  if (notified.length) await afterCommit(ctx, () => ctx.live?.notified(notified))
  return emails
}
