import type { LucideIcon } from 'lucide-react'
import { NavLink } from 'react-router'

import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'

/**
 * A sidebar link; in the collapsed rail only its icon shows, with the label as a tooltip.
 * `badge` counts what waits there (unread messages), shown when above zero.
 */
export function NavItem({
  to,
  label,
  icon: Icon,
  collapsed,
  badge = 0,
  badgeLabel = 'unread',
}: {
  to: string
  label: string
  icon: LucideIcon
  collapsed: boolean
  badge?: number
  /** What the count is of, for screen readers: "Inbox 3 unread". */
  badgeLabel?: string
}) {
  const link = (
    <NavLink
      to={to}
      // A string, not NavLink's function form: the tooltip's Slot merges class names as strings.
      className={cn(
        'relative flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-text',
        collapsed && 'md:justify-center md:px-0',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className={cn('truncate', collapsed && 'md:sr-only')}>{label}</span>
      {/* The space keeps the accessible name "Inbox 3 unread"; flex layout ignores it. */}
      {badge > 0 && ' '}
      {badge > 0 && (
        <span
          className={cn(
            'ml-auto min-w-5 rounded-full bg-primary-solid px-1.5 text-center text-xs leading-5 font-semibold text-white',
            collapsed &&
              'md:absolute md:top-0.5 md:right-2 md:ml-0 md:min-w-4 md:px-1 md:text-[10px] md:leading-4',
          )}
        >
          {badge > 99 ? '99+' : badge} <span className="sr-only">{badgeLabel}</span>
        </span>
      )}
    </NavLink>
  )
  return collapsed ? (
    <Tooltip label={badge > 0 ? `${label} (${badge} ${badgeLabel})` : label} side="right">
      {link}
    </Tooltip>
  ) : (
    link
  )
}
