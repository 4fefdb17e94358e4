import { isAdmin } from '@folio/schema'
import { Menu, Settings } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { SIDEBAR_ID } from '@/app/app-shell/app-sidebar'
import { ProfileMenu } from '@/app/app-shell/profile-menu'
import type { ShellUser } from '@/app/app-shell/shell-user'

import { ThemeMenu } from '@/components/ui/theme-menu'
import { Tooltip } from '@/components/ui/tooltip'
import { NotificationsBell } from '@/features/notifications/components/notifications-bell'

const iconButton =
  'grid size-9 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground'

/** Header: menu button (mobile), search, theme, notifications, settings and the profile menu. */
export function AppHeader({
  user,
  search,
  sidebarOpen,
  onOpenSidebar,
  onSignOut,
}: {
  user: ShellUser
  search: ReactNode
  sidebarOpen: boolean
  onOpenSidebar: () => void
  onSignOut: () => void
}) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-background/85 px-3 backdrop-blur-md sm:gap-3 sm:px-6">
      <button
        type="button"
        onClick={onOpenSidebar}
        aria-label="Open sidebar"
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        className={`${iconButton} md:hidden`}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">{search}</div>
      <div className="flex items-center gap-0.5 sm:gap-1">
        <ThemeMenu />
        <NotificationsBell />
        {/* Settings are an administrator's; others find their own under the profile menu. */}
        {isAdmin(user.role) && (
          <Tooltip label="Settings">
            <Link to="/settings" aria-label="Settings" className={`${iconButton} max-sm:hidden`}>
              <Settings className="size-[18px]" aria-hidden="true" />
            </Link>
          </Tooltip>
        )}
        <div className="ml-1">
          <ProfileMenu user={user} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  )
}
