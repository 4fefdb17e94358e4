import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** A dashboard panel with a heading row (title plus an optional control or link). */
export function DashboardCard({
  id,
  title,
  action,
  children,
  className,
  flush = false,
}: {
  id: string
  title: string
  action?: ReactNode
  children: ReactNode
  className?: string
  /** The body has no padding of its own (lists that run edge to edge). */
  flush?: boolean
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('rounded-2xl border border-border bg-card shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border px-5 py-3.5">
        <h2 id={`${id}-title`} className="font-semibold">
          {title}
        </h2>
        {action}
      </div>
      <div className={flush ? undefined : 'p-5'}>{children}</div>
    </section>
  )
}
