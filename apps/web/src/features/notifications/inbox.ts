import type { AppNotification } from '@folio/schema'

import { MAX_NOTIFICATIONS } from '@/stores/notifications'
import type { Notification, NotificationType } from '@/stores/notifications'

type RemoteEntry = Pick<
  AppNotification,
  'id' | 'type' | 'message' | 'details' | 'link' | 'read' | 'createdAt'
>

/** One line of the bell: a saved notification, or a notice of this browser tab (a toast). */
export interface InboxEntry {
  /** Unique across both sources. */
  key: string
  source: 'remote' | 'local'
  id: string
  type: NotificationType
  message: string
  details: string | null
  link: string | null
  read: boolean
  timestamp: number
}

/**
 * The bell's list: saved notifications and this tab's notices together, newest first, at most 20
 * (spec section 4). A toast that announces a saved notification is left out: the saved one is
 * listed instead.
 */
export function mergeInbox(remote: readonly RemoteEntry[], local: readonly Notification[]) {
  const entries: InboxEntry[] = [
    ...remote.map((item) => ({
      key: `remote:${item.id}`,
      source: 'remote' as const,
      id: item.id,
      type: item.type,
      message: item.message,
      details: item.details,
      link: item.link,
      read: item.read,
      timestamp: new Date(item.createdAt).getTime(),
    })),
    ...local
      .filter((item) => item.remoteId === undefined)
      .map((item) => ({
        key: `local:${item.id}`,
        source: 'local' as const,
        id: item.id,
        type: item.type,
        message: item.message,
        details: item.details ?? null,
        link: null,
        read: item.read,
        timestamp: item.timestamp,
      })),
  ]
  return entries.sort((a, b) => b.timestamp - a.timestamp).slice(0, MAX_NOTIFICATIONS)
}

/**
 * The saved notifications to announce as toasts: unread ones the previous poll did not have.
 * The first poll (`seen` null) announces nothing; the bell's count already shows what waits.
 */
export function freshRemote<T extends RemoteEntry>(
  seen: ReadonlySet<string> | null,
  remote: readonly T[],
): T[] {
  if (seen === null) return []
  return remote.filter((item) => !item.read && !seen.has(item.id))
}
