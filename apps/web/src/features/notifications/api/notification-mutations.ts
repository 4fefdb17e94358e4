import type { NotificationList } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'

import { notificationsKeys } from './get-notifications'

import { apiRequest } from '@/lib/api-client'

const notificationPath = (id: string) => `/api/v1/notifications/${encodeURIComponent(id)}`

/** `POST /api/v1/notifications/{id}/read` */
export function markNotificationRead(id: string): Promise<void> {
  return apiRequest<unknown>(`${notificationPath(id)}/read`, { method: 'POST' }).then(() => {})
}

/** `POST /api/v1/notifications/read-all` */
export function markAllNotificationsRead(): Promise<void> {
  return apiRequest<undefined>('/api/v1/notifications/read-all', { method: 'POST' })
}

/** `DELETE /api/v1/notifications/{id}` */
export function deleteNotification(id: string): Promise<void> {
  return apiRequest<undefined>(notificationPath(id), { method: 'DELETE' })
}

/** `DELETE /api/v1/notifications` */
export function clearNotifications(): Promise<void> {
  return apiRequest<undefined>('/api/v1/notifications', { method: 'DELETE' })
}

type Change = (list: NotificationList) => NotificationList

/**
 * The bell answers a click at once: the cached list changes before the call, goes back if the
 * call fails, and is re-read either way.
 */
function useOptimistic<T>(mutationFn: (input: T) => Promise<void>, change: (input: T) => Change) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onMutate: async (input: T) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.list })
      const previous = queryClient.getQueryData<NotificationList>(notificationsKeys.list)
      if (previous) queryClient.setQueryData(notificationsKeys.list, change(input)(previous))
      return { previous }
    },
    onError: (_error, _input, context) => restore(queryClient, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.list }),
  })
}

function restore(queryClient: QueryClient, previous: NotificationList | undefined) {
  if (previous) queryClient.setQueryData(notificationsKeys.list, previous)
}

const unreadOf = (data: NotificationList['data']) => data.filter((item) => !item.read).length

export function useMarkNotificationRead() {
  return useOptimistic(markNotificationRead, (id: string) => (list) => {
    const target = list.data.find((item) => item.id === id)
    if (!target || target.read) return list
    return {
      data: list.data.map((item) => (item.id === id ? { ...item, read: true } : item)),
      meta: { unread: Math.max(0, list.meta.unread - 1) },
    }
  })
}

export function useMarkAllNotificationsRead() {
  return useOptimistic(markAllNotificationsRead, () => (list) => ({
    data: list.data.map((item) => ({ ...item, read: true })),
    meta: { unread: 0 },
  }))
}

export function useDeleteNotification() {
  return useOptimistic(deleteNotification, (id: string) => (list) => {
    const data = list.data.filter((item) => item.id !== id)
    const removedUnread = unreadOf(list.data) - unreadOf(data)
    return { data, meta: { unread: Math.max(0, list.meta.unread - removedUnread) } }
  })
}

export function useClearNotifications() {
  return useOptimistic(clearNotifications, () => () => ({ data: [], meta: { unread: 0 } }))
}
