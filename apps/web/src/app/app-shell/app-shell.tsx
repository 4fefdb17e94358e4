import { Suspense, useEffect } from 'react'
import type { ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router'

import { AppHeader } from '@/app/app-shell/app-header'
import { AppSidebar } from '@/app/app-shell/app-sidebar'
import { ModalHost } from '@/app/app-shell/modal-host'
import type { ShellUser } from '@/app/app-shell/shell-user'
import { ToastArea } from '@/app/app-shell/toast-area'

import { LoadingState } from '@/components/ui/loading'
import { NavigationGuard } from '@/components/ui/navigation-guard'
import { cn } from '@/lib/cn'
import { useLiveUpdates } from '@/lib/realtime'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query'
import { useScrollOnNavigate } from '@/lib/use-scroll-on-navigate'
import { defaultSidebarOpen, uiStore, useUi } from '@/stores/ui'

/**
 * The signed-in application: sidebar, header, the page, toasts and the global modal. Below
 * 768 px the sidebar is a drawer that closes whenever the route changes.
 */
export function AppShell({
  user,
  search,
  onSignOut,
}: {
  user: ShellUser
  search: ReactNode
  onSignOut: () => void
}) {
  const { pathname } = useLocation()
  useScrollOnNavigate()
  // Lists, boards and the bell refresh as others change things, without a reload.
  useLiveUpdates(true)
  const isDesktop = useMediaQuery(DESKTOP_QUERY)
  const sidebarOpen = useUi((state) => state.sidebarOpen)
  const setSidebarOpen = useUi((state) => state.setSidebarOpen)
  const toggleSidebar = useUi((state) => state.toggleSidebar)

  // Crossing 768 px: the drawer closes, the desktop sidebar comes back as the user left it.
  useEffect(() => {
    uiStore.setState({ sidebarOpen: defaultSidebarOpen(isDesktop) })
  }, [isDesktop])

  // Below 768 px every navigation closes the drawer.
  useEffect(() => {
    if (!isDesktop) setSidebarOpen(false)
  }, [pathname, isDesktop, setSidebarOpen])

  // Escape closes the mobile drawer.
  const drawerOpen = !isDesktop && sidebarOpen
  useEffect(() => {
    if (!drawerOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [drawerOpen, setSidebarOpen])

  return (
    <div className="min-h-dvh bg-surface">
      {/* not-sr-only resets the padding, so the focused link sets its own. */}
      <a
        href="#main"
        className="sr-only rounded-lg bg-primary-solid font-semibold text-white shadow-lg ring-2 ring-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:px-4 focus:py-2 focus:outline-none dark:ring-background"
      >
        Skip to content
      </a>
      <AppSidebar
        role={user.role}
        open={sidebarOpen}
        isDesktop={isDesktop}
        onToggle={toggleSidebar}
        onClose={() => setSidebarOpen(false)}
      />
      <div
        className={cn(
          'flex min-h-dvh min-w-0 flex-col transition-[padding] duration-200',
          sidebarOpen ? 'md:pl-64' : 'md:pl-20',
        )}
      >
        <AppHeader
          user={user}
          search={search}
          sidebarOpen={sidebarOpen}
          onOpenSidebar={() => setSidebarOpen(true)}
          onSignOut={onSignOut}
        />
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8"
        >
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <ToastArea />
      <ModalHost />
      <NavigationGuard />
    </div>
  )
}
