import { Suspense } from 'react'
import { Outlet } from 'react-router'

import { AppProvider } from './provider'

import { FullPageLoading } from '@/components/ui/loading'
import { RouteGuard } from '@/features/auth/components/route-guard'

/** Root of the sign-in pages and the application shell: providers plus the route guard. */
export function AppRoot() {
  return (
    <AppProvider>
      <RouteGuard>
        <Suspense fallback={<FullPageLoading />}>
          <Outlet />
        </Suspense>
      </RouteGuard>
    </AppProvider>
  )
}
