import type { QueryClient } from '@tanstack/react-query'

import { whenAuthResolved } from '@/features/auth/auth-sync'
import { DEFAULT_DASHBOARD_PERIOD, dashboardQuery } from '@/features/dashboard/api/get-dashboard'

/** The first query of a screen, by path: what the screen shows before anything else. */
const firstQueries: Record<string, (client: QueryClient) => Promise<void>> = {
  '/dashboard': (client) => client.prefetchQuery(dashboardQuery(DEFAULT_DASHBOARD_PERIOD)),
}

/**
 * Starts the first query of the screen at `pathname` as soon as the session is known, while
 * the screen's own code is still downloading; the screen then finds its data in the cache
 * instead of asking for it once it has rendered. Signed-out visitors are sent to sign in, so
 * nothing is asked for them.
 */
export function prefetchScreenData(pathname: string, client: QueryClient): void {
  const prefetch = firstQueries[pathname.replace(/\/+$/, '')]
  if (!prefetch) return
  void whenAuthResolved().then((auth) => {
    if (auth.isAuthenticated) return prefetch(client)
  })
}
