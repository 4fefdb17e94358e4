import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** A titled card, one per topic on settings-like screens. */
export function SectionCard({
  id,
  title,
  description,
  children,
  className,
}: {
  id?: string
  title: string
  description?: ReactNode
  children: ReactNode
  className?: string
}) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-24 rounded-2xl border border-border bg-card shadow-sm', className)}
    >
      <div className="border-b border-border px-5 py-4 sm:px-6">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  )
}
