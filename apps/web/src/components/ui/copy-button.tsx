import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'

import { cn } from '@/lib/cn'
import { notify } from '@/stores/notifications'

/** How long "Copied" shows after a copy (spec section 9). */
export const COPIED_MS = 2000

/** Copies `value` to the clipboard and says "Copied" for two seconds. */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string
  /** What is copied, for the button's accessible name: "Copy <label>". */
  label: string
  className?: string
}) {
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      notify.error('Could not copy to the clipboard', {
        details: 'Your browser blocked it; select the text and copy it by hand.',
      })
    }
  }

  return (
    <button
      type="button"
      aria-label={copied ? `Copied ${label}` : `Copy ${label}`}
      onClick={() => void copy()}
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2 text-xs font-semibold hover:bg-muted',
        copied ? 'text-success' : 'text-muted-foreground hover:text-foreground',
        className,
      )}
    >
      {copied ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  )
}
