import { Suspense } from 'react'
import { Outlet } from 'react-router'

import { AppProvider } from './provider'

import { FullPageLoading } from '@/components/ui/loading'
import { RouteGuard } from '@/features/auth/components/route-guard'
import { useSite } from '@/features/site-settings/use-site'

/** Keeps the page's colour, favicon and default theme in step with Settings → Appearance. */
function SiteAppearance() {
  useSite()
  return null
}

/** Root of the sign-in pages and the application shell: providers plus the route guard. */
export function AppRoot() {
  return (
    <AppProvider>
      <SiteAppearance />
      <RouteGuard>
        <Suspense fallback={<FullPageLoading />}>
          <Outlet />
        </Suspense>
      </RouteGuard>
    </AppProvider>
  )
}
