import { TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

import { CopyButton } from '@/components/ui/copy-button'

/**
 * A secret shown in clear the one time it exists so (a new API key, a webhook's signing secret),
 * selectable and with a copy button, followed by the warning that it will not be shown again.
 */
export function RevealedSecret({
  value,
  label,
  copyLabel = label,
  warning,
}: {
  value: string
  /** What it is, for screen readers and the copy button: "API key". */
  label: string
  /** The copy button's "Copy <copyLabel>", when it reads better than the label. */
  copyLabel?: string
  warning: ReactNode
}) {
  return (
    <>
      <div className="mt-3 flex items-center gap-2 rounded-xl border border-border bg-surface p-2 pl-3.5">
        <div
          role="textbox"
          aria-readonly="true"
          aria-label={label}
          tabIndex={0}
          className="min-w-0 flex-1 rounded font-mono text-sm break-all select-all focus-visible:outline-2 focus-visible:outline-ring"
        >
          {value}
        </div>
        <CopyButton value={value} label={copyLabel} />
      </div>
      <p
        role="note"
        className="mt-4 flex gap-2.5 rounded-xl border border-warning/30 bg-warning-soft p-3.5 text-sm text-warning"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{warning}</span>
      </p>
    </>
  )
}
