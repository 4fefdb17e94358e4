import { NOTIFICATIONS_LIST_MAX, type NotificationList } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { toNotification } from '../notification-view.js'
import { countUnreadNotifications, listUserNotifications } from '../notifications.repository.js'

/** The caller's newest notifications (at most 50) and how many of all theirs are unread. */
export async function listNotifications(ctx: OperationContext): Promise<NotificationList> {
  const actor = requireActor(ctx)
  const [rows, unread] = await Promise.all([
    listUserNotifications(ctx.db, actor.userId, NOTIFICATIONS_LIST_MAX),
    countUnreadNotifications(ctx.db, actor.userId),
  ])
  return { data: rows.map(toNotification), meta: { unread } }
}
