import { cn } from '@/lib/cn'

/** The Folio mark: a rounded square in the primary colour with an F. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M10 8h12v3.5h-8.2v3.3H21v3.4h-7.2V24H10z" fill="#fff" />
    </svg>
  )
}

/** Mark plus wordmark. The visible text is the accessible name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-lg font-bold tracking-tight">Folio</span>
    </span>
  )
}
