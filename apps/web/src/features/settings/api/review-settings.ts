import type {
  NotificationSettings,
  NotificationSettingsInput,
  PermissionSettings,
  PermissionSettingsInput,
} from '@folio/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export const settingsKeys = {
  permissions: ['settings', 'permissions'] as const,
  notifications: ['settings', 'notifications'] as const,
}

const read = <T>(path: string, signal?: AbortSignal) =>
  apiRequest<{ data: T }>(path, { signal }).then((body) => body.data)

const write = <T>(path: string, body: unknown) =>
  apiRequest<{ data: T }>(path, { method: 'PUT', body }).then((answer) => answer.data)

/** `GET /api/v1/settings/permissions` */
export const permissionSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.permissions,
    queryFn: ({ signal }) => read<PermissionSettings>('/api/v1/settings/permissions', signal),
  })

/** `GET /api/v1/settings/notifications` */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.notifications,
    queryFn: ({ signal }) => read<NotificationSettings>('/api/v1/settings/notifications', signal),
  })

/** `PUT /api/v1/settings/permissions` */
export function useSavePermissionSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PermissionSettingsInput) =>
      write<PermissionSettings>('/api/v1/settings/permissions', input),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.permissions, saved),
  })
}

/** `PUT /api/v1/settings/notifications` */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      write<NotificationSettings>('/api/v1/settings/notifications', input),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.notifications, saved),
  })
}
