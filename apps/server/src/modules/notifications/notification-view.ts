import type { AppNotification, NotificationKind, NotificationType } from '@folio/schema'

import type { NotificationRow } from './notifications.repository.js'

/** A notification as the API answers it. */
export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    kind: row.kind as NotificationKind,
    message: row.message,
    details: row.details,
    link: row.link,
    read: row.read_at !== null,
    readAt: row.read_at,
    createdAt: row.created_at,
  }
}
