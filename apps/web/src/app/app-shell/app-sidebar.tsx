import { isAdmin } from '@folio/schema'
import type { Role } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react'
import { Link } from 'react-router'

import { ConnectionsCard } from '@/app/app-shell/connections-card'
import { NavItem } from '@/app/app-shell/nav-item'

import { LogoMark } from '@/components/ui/logo'
import { appScreens } from '@/config/app-screens'
import { inboxUnreadCountQuery } from '@/features/contact/api/inbox'
import { useSite } from '@/features/site-settings/use-site'
import { cn } from '@/lib/cn'

export const SIDEBAR_ID = 'app-sidebar'

/**
 * The application sidebar. Desktop: w-64, or a w-20 icon rail when collapsed. Mobile (below
 * 768 px): a drawer over the page, closed unless opened from the header.
 */
export function AppSidebar({
  role,
  open,
  isDesktop,
  onToggle,
  onClose,
}: {
  role: Role
  open: boolean
  isDesktop: boolean
  onToggle: () => void
  onClose: () => void
}) {
  const collapsed = isDesktop && !open
  const site = useSite()
  const siteName = site.data?.name ?? 'Folio'
  const screens = appScreens.filter((screen) => screen.inSidebar)
  const main = screens.filter((screen) => !screen.adminOnly)
  const admin = isAdmin(role) ? screens.filter((screen) => screen.adminOnly) : []
  const unreadMessages = useQuery({ ...inboxUnreadCountQuery(), enabled: isAdmin(role) }).data

  return (
    <>
      {!isDesktop && open && (
        <div
          aria-hidden="true"
          onClick={onClose}
          className="fixed inset-0 z-40 bg-black/40 backdrop-blur-[1px] md:hidden"
        />
      )}
      <aside
        id={SIDEBAR_ID}
        aria-label="Sidebar"
        inert={!isDesktop && !open}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-border bg-card transition-[width,translate] duration-200',
          open ? 'translate-x-0' : '-translate-x-full md:translate-x-0',
          collapsed && 'md:w-20',
        )}
      >
        <div
          className={cn(
            'flex h-16 items-center gap-2.5 px-5',
            collapsed && 'md:justify-center md:px-0',
          )}
        >
          <Link
            to="/dashboard"
            className="flex items-center gap-2.5 rounded-lg"
            aria-label={`${siteName} dashboard`}
          >
            {site.data?.logoUrl ? (
              // A wordmark keeps its shape: 32 px high and as wide as it is, up to a limit; the
              // icon rail has room for a square only.
              <img
                src={site.data.logoUrl}
                alt=""
                className={cn(
                  'h-8 w-auto max-w-36 shrink-0 rounded-lg object-contain object-left',
                  collapsed && 'md:w-8',
                )}
              />
            ) : (
              <LogoMark />
            )}
            <span
              className={cn('truncate text-lg font-bold tracking-tight', collapsed && 'md:sr-only')}
            >
              {siteName}
            </span>
          </Link>
          {!isDesktop && (
            <button
              type="button"
              onClick={onClose}
              aria-label="Close sidebar"
              className="ml-auto grid size-9 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          )}
        </div>

        <nav aria-label="Application" className="flex-1 overflow-y-auto px-3 py-2">
          <ul className="space-y-0.5">
            {main.map((screen) => (
              <li key={screen.path}>
                <NavItem
                  to={screen.path}
                  label={screen.label}
                  icon={screen.icon}
                  collapsed={collapsed}
                />
              </li>
            ))}
          </ul>
          {admin.length > 0 && (
            <>
              <p
                className={cn(
                  'mt-4 mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
                  collapsed && 'md:sr-only',
                )}
                id="sidebar-admin"
              >
                Admin
              </p>
              {collapsed && <hr className="mx-2 my-4 hidden border-border md:block" />}
              <ul className="space-y-0.5" aria-labelledby="sidebar-admin">
                {admin.map((screen) => (
                  <li key={screen.path}>
                    <NavItem
                      to={screen.path}
                      label={screen.label}
                      icon={screen.icon}
                      collapsed={collapsed}
                      badge={screen.path === '/inbox' ? unreadMessages : undefined}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </nav>

        <div className="space-y-3 border-t border-border p-3">
          <ConnectionsCard collapsed={collapsed} canManage={isAdmin(role)} />
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
            className={cn(
              'hidden h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground md:flex',
              collapsed && 'justify-center px-0',
            )}
          >
            {open ? (
              <PanelLeftClose className="size-5" aria-hidden="true" />
            ) : (
              <PanelLeftOpen className="size-5" aria-hidden="true" />
            )}
            {!collapsed && <span>Collapse</span>}
          </button>
        </div>
      </aside>
    </>
  )
}
