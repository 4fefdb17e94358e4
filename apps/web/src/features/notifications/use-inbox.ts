import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import {
  useClearNotifications,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from './api/notification-mutations'
import { notificationsQuery } from './api/get-notifications'
import { mergeInbox } from './inbox'
import type { InboxEntry } from './inbox'
import { useLiveToasts } from './use-live-toasts'

import { notificationStore, useNotifications } from '@/stores/notifications'

/**
 * The bell's state: saved notifications (polled) merged with this tab's notices, the unread
 * count, and the actions, each sent to wherever the entry lives.
 */
export function useInbox() {
  const remote = useQuery(notificationsQuery())
  const local = useNotifications((state) => state.notifications)
  const markRemoteRead = useMarkNotificationRead()
  const markAllRemoteRead = useMarkAllNotificationsRead()
  const deleteRemote = useDeleteNotification()
  const clearRemote = useClearNotifications()

  useLiveToasts(remote.data?.data, (id) => markRemoteRead.mutate(id))

  const entries = useMemo(() => mergeInbox(remote.data?.data ?? [], local), [remote.data, local])
  const localUnread = local.filter((item) => !item.read && item.remoteId === undefined).length
  const unread = (remote.data?.meta.unread ?? 0) + localUnread

  const store = notificationStore.getState()
  // A toast announcing a saved notification goes once that one is read or removed. Removing
  // (not marking read) keeps the toast's own "read, so mark the saved one read" from firing again.
  const dropToasts = (remoteId?: string) => {
    for (const item of notificationStore.getState().notifications) {
      if (item.remoteId !== undefined && (remoteId === undefined || item.remoteId === remoteId))
        store.remove(item.id)
    }
  }

  return {
    entries,
    unread,
    /** The saved notifications could not be loaded (the local ones still show). */
    error: remote.isError ? remote.error : null,
    markRead: (entry: InboxEntry) => {
      if (entry.source === 'local') return store.markRead(entry.id)
      dropToasts(entry.id)
      if (!entry.read) markRemoteRead.mutate(entry.id)
    },
    remove: (entry: InboxEntry) => {
      if (entry.source === 'local') return store.remove(entry.id)
      dropToasts(entry.id)
      deleteRemote.mutate(entry.id)
    },
    markAllRead: () => {
      dropToasts()
      store.markAllRead()
      if ((remote.data?.meta.unread ?? 0) > 0) markAllRemoteRead.mutate(undefined)
    },
    clearAll: () => {
      store.clear()
      clearRemote.mutate(undefined)
    },
  }
}
