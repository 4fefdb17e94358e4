import { LoaderCircle } from 'lucide-react'

import { cn } from '@/lib/cn'

// Kept apart from states.tsx: the router (in the landing page's bundle) needs only this.

/** A spinner with the spec's "Loading..." text (or another label). */
export function LoadingState({
  label = 'Loading...',
  className,
}: {
  label?: string
  className?: string
}) {
  return (
    <div
      className={cn(
        'flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground',
        className,
      )}
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <p role="status">{label}</p>
    </div>
  )
}

/** Centred on the whole screen while the session is being resolved. */
export function FullPageLoading() {
  return <LoadingState className="min-h-dvh" />
}
