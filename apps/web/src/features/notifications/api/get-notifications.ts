import type { NotificationList } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/** How often the bell asks for new notifications while the app is open. */
export const NOTIFICATIONS_POLL_MS = 30_000

export const notificationsKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
}

/** `GET /api/v1/notifications`: the newest saved notifications and how many are unread. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiRequest<NotificationList>('/api/v1/notifications', { signal })
}

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationsKeys.list,
    queryFn: ({ signal }) => getNotifications(signal),
    // Polled, and again whenever the window regains focus, so new ones show up soon.
    staleTime: 0,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  })
