import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

const tones = {
  error: { box: 'border-danger/30 bg-danger-soft text-danger', Icon: CircleAlert },
  success: { box: 'border-success/30 bg-success-soft text-success', Icon: CircleCheck },
  info: { box: 'border-primary/25 bg-primary-soft text-foreground', Icon: Info },
} as const

/** A boxed message; `error` is the red box of the sign-in screens and is announced. */
export function Alert({
  tone = 'error',
  title,
  children,
  className,
}: {
  tone?: keyof typeof tones
  title?: ReactNode
  children?: ReactNode
  className?: string
}) {
  const { box, Icon } = tones[tone]
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-3.5 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(Boolean(title) && 'text-foreground/80')}>{children}</div>}
      </div>
    </div>
  )
}
