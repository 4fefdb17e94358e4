import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** A native checkbox with its label beside it. */
export function Checkbox({
  id,
  label,
  className,
  ...props
}: { id: string; label: ReactNode } & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-input accent-[var(--primary-solid)]"
        {...props}
      />
      <label htmlFor={id} className="text-sm select-none">
        {label}
      </label>
    </div>
  )
}
