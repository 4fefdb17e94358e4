import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

export type NotificationType = 'success' | 'error' | 'info' | 'warning'

/** Spec section 9: the list keeps the 20 newest; unread auto-close ones go after 5 seconds. */
export const MAX_NOTIFICATIONS = 20
export const AUTO_CLOSE_MS = 5000

/** One notification (spec section 3). */
export interface Notification {
  id: string
  timestamp: number
  read: boolean
  type: NotificationType
  message: string
  details?: string | undefined
  autoClose: boolean
  /**
   * Set on a toast that announces a notification saved on the server: the bell lists the saved
   * one, so it skips this copy, and reading the toast marks the saved one read.
   */
  remoteId?: string | undefined
}

export interface NotificationInput {
  type: NotificationType
  message: string
  details?: string | undefined
  /** Defaults to true: the notification disappears after 5 seconds unless it was read. */
  autoClose?: boolean
  remoteId?: string | undefined
}

export interface NotificationState {
  notifications: Notification[]
  /** Puts a notification at the front and returns its id. */
  add: (input: NotificationInput) => string
  markRead: (id: string) => void
  markAllRead: () => void
  remove: (id: string) => void
  clear: () => void
}

let counter = 0
const nextId = () => `n-${Date.now().toString(36)}-${(counter++).toString(36)}`

/** A notification store with its own timers; the app uses one, tests make their own. */
export function createNotificationStore() {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()

  const stopTimer = (id: string) => {
    const timer = timers.get(id)
    if (timer !== undefined) clearTimeout(timer)
    timers.delete(id)
  }

  return createStore<NotificationState>()((set, get) => ({
    notifications: [],

    add: ({ type, message, details, autoClose = true, remoteId }) => {
      const notification: Notification = {
        id: nextId(),
        timestamp: Date.now(),
        read: false,
        type,
        message,
        details,
        autoClose,
        ...(remoteId === undefined ? {} : { remoteId }),
      }
      const all = [notification, ...get().notifications]
      for (const dropped of all.slice(MAX_NOTIFICATIONS)) stopTimer(dropped.id)
      set({ notifications: all.slice(0, MAX_NOTIFICATIONS) })

      if (autoClose) {
        timers.set(
          notification.id,
          setTimeout(() => {
            timers.delete(notification.id)
            const current = get().notifications.find((item) => item.id === notification.id)
            if (current && !current.read) get().remove(notification.id)
          }, AUTO_CLOSE_MS),
        )
      }
      return notification.id
    },

    markRead: (id) =>
      set({
        notifications: get().notifications.map((item) =>
          item.id === id ? { ...item, read: true } : item,
        ),
      }),

    markAllRead: () =>
      set({ notifications: get().notifications.map((item) => ({ ...item, read: true })) }),

    remove: (id) => {
      stopTimer(id)
      set({ notifications: get().notifications.filter((item) => item.id !== id) })
    },

    clear: () => {
      for (const id of [...timers.keys()]) stopTimer(id)
      set({ notifications: [] })
    },
  }))
}

export const notificationStore = createNotificationStore()

export function useNotifications<T>(selector: (state: NotificationState) => T): T {
  return useStore(notificationStore, selector)
}

const addOf =
  (type: NotificationType) =>
  (message: string, options: Omit<NotificationInput, 'type' | 'message'> = {}) =>
    notificationStore.getState().add({ type, message, ...options })

/** Shorthands for screens: `notify.success('User invited')`. */
export const notify = {
  success: addOf('success'),
  error: addOf('error'),
  info: addOf('info'),
  warning: addOf('warning'),
}
