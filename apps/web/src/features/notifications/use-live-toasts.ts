import type { AppNotification } from '@folio/schema'
import { useEffect, useRef } from 'react'

import { freshRemote } from './inbox'

import { notificationStore } from '@/stores/notifications'

/**
 * Announces newly arrived saved notifications as toasts, which follow the spec's rules: newest
 * first, unread ones close after 5 seconds (the saved one stays under the bell). Dismissing the
 * toast means it was read, so the saved one is marked read too.
 */
export function useLiveToasts(
  remote: readonly AppNotification[] | undefined,
  onToastRead: (remoteId: string) => void,
) {
  const seen = useRef<Set<string> | null>(null)
  const latest = useRef({ remote, onToastRead })
  useEffect(() => {
    latest.current = { remote, onToastRead }
  })

  useEffect(() => {
    if (!remote) return
    // Oldest first, so the newest ends up at the front of the toasts.
    for (const item of freshRemote(seen.current, remote).reverse()) {
      notificationStore.getState().add({
        type: item.type,
        message: item.message,
        details: item.details ?? undefined,
        remoteId: item.id,
      })
    }
    seen.current = new Set(remote.map((item) => item.id))
  }, [remote])

  useEffect(
    () =>
      notificationStore.subscribe((state, previous) => {
        for (const item of state.notifications) {
          if (!item.read || item.remoteId === undefined) continue
          const before = previous.notifications.find((old) => old.id === item.id)
          if (before && !before.read) {
            const saved = latest.current.remote?.find((entry) => entry.id === item.remoteId)
            if (saved && !saved.read) latest.current.onToastRead(item.remoteId)
          }
        }
      }),
    [],
  )
}
