import type { LucideIcon } from 'lucide-react'
import { NavLink } from 'react-router'

import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'

/** A sidebar link; in the collapsed rail only its icon shows, with the label as a tooltip. */
export function NavItem({
  to,
  label,
  icon: Icon,
  collapsed,
}: {
  to: string
  label: string
  icon: LucideIcon
  collapsed: boolean
}) {
  const link = (
    <NavLink
      to={to}
      // A string, not NavLink's function form: the tooltip's Slot merges class names as strings.
      className={cn(
        'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-text',
        collapsed && 'md:justify-center md:px-0',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className={cn('truncate', collapsed && 'md:sr-only')}>{label}</span>
    </NavLink>
  )
  return collapsed ? (
    <Tooltip label={label} side="right">
      {link}
    </Tooltip>
  ) : (
    link
  )
}
