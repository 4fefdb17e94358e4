import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ReactNode } from 'react'

import { startAuthSync } from '../auth-sync'

import { authStore } from '@/stores/auth'

/**
 * Keeps the auth state in step with the auth client, and forgets cached server data when the
 * signed-in user changes (so a second account never sees the first one's lists).
 */
export function AuthProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  useEffect(() => {
    startAuthSync()
    return authStore.subscribe((state, previous) => {
      if (previous.user && previous.user.id !== state.user?.id) queryClient.clear()
    })
  }, [queryClient])

  return children
}
