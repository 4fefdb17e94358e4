import { MoreHorizontal } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu'

import { cn } from '@/lib/cn'

/** A list screen's table: fixed columns, so long titles truncate instead of widening it. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table className={cn('w-full table-fixed text-sm', className)} {...props} />
}

/** The header band; its children are the header cells of its one row. */
export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-border bg-surface">
      <tr>{children}</tr>
    </thead>
  )
}

export const tableHeaderClass =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase'

/** A column's header: small capitals, scoped to its column for screen readers. */
export function TableHeader({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn(tableHeaderClass, className)} {...props} />
}

/** The header over the row menus, named for screen readers only. */
export function ActionsHeader({ className }: { className?: string }) {
  return (
    <TableHeader className={className}>
      <span className="sr-only">Actions</span>
    </TableHeader>
  )
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-border', className)} {...props} />
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('hover:bg-surface/60', className)} {...props} />
}

const rowTrigger =
  'grid size-9 shrink-0 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted'

/**
 * A row's "…" menu. `label` names the trigger ("Actions for Blog post"), so each row's menu is
 * told apart by screen readers; Enter, Space or the arrow keys open it, as any Radix menu.
 */
export function RowMenu({
  label,
  children,
  id,
  align = 'end',
  triggerClassName,
  small = false,
}: {
  label: string
  children: ReactNode
  id?: string
  align?: 'start' | 'end'
  /** Replaces the trigger's look, for menus in sidebars and cards rather than table rows. */
  triggerClassName?: string
  /** The smaller icon of the compact lists (folders, menus, conversations). */
  small?: boolean
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger id={id} aria-label={label} className={triggerClassName ?? rowTrigger}>
        <MoreHorizontal className={small ? 'size-4' : 'size-5'} aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>{children}</DropdownMenuContent>
    </DropdownMenu>
  )
}

/** One action of a row menu, with its icon; `danger` marks the destructive one. */
export function RowMenuItem({
  icon: Icon,
  tone = 'default',
  children,
  ...props
}: Omit<ComponentProps<typeof DropdownMenuItem>, 'tone'> & {
  icon?: LucideIcon
  tone?: 'default' | 'danger'
}) {
  return (
    <DropdownMenuItem tone={tone} {...props}>
      {Icon && (
        <Icon
          className={cn('size-4', tone === 'default' && 'text-muted-foreground')}
          aria-hidden="true"
        />
      )}
      {children}
    </DropdownMenuItem>
  )
}
