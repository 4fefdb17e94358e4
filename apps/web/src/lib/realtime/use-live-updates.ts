import type { LiveEvent, LiveTopic } from '@folio/schema'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { getAccessToken } from '@/lib/auth-client'

import { startRealtime } from './realtime-client'
import { realtimeStore } from './realtime-store'

/** The query keys (prefixes) each topic makes stale: lists, the dashboard, boards, the bell. */
const staleKeys: Record<LiveTopic, string[][]> = {
  content: [['content-items'], ['dashboard'], ['workflow'], ['translations']],
  media: [['media'], ['dashboard']],
  workflow: [['workflow'], ['dashboard']],
  menu: [['menus']],
  notification: [['notifications']],
  contentType: [['content-types'], ['content-items']],
}

/**
 * While signed in, keeps the live channel open and refreshes what is on screen when it hears
 * of a change: the queries of that topic refetch if shown, and are stale otherwise.
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    const onEvent = (event: LiveEvent) => {
      if (event.topic === 'content' && event.itemId) {
        const { itemId, actor, version, action, at } = event
        realtimeStore.setState((state) => ({
          changes: { ...state.changes, [itemId]: { actor, version, action, at } },
        }))
      }
      for (const queryKey of staleKeys[event.topic])
        void queryClient.invalidateQueries({ queryKey })
    }
    return startRealtime({
      getToken: getAccessToken,
      onEvent,
      onResync: () => void queryClient.invalidateQueries(),
    })
  }, [enabled, queryClient])
}
