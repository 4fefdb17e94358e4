import { Undo2, X } from 'lucide-react'
import { useEffect, useRef } from 'react'

/**
 * Stands where a deleted entry was until it is restored or another one is deleted. Takes focus,
 * so a keyboard user who pressed Delete can press Enter to undo.
 */
export function UndoRow({
  label,
  onUndo,
  onDismiss,
}: {
  label: string
  onUndo: () => void
  onDismiss: () => void
}) {
  const undoRef = useRef<HTMLButtonElement>(null)
  useEffect(() => undoRef.current?.focus(), [])
  return (
    <li className="flex items-center gap-2 rounded-xl border border-dashed border-border px-3 py-1.5 text-sm text-muted-foreground">
      <span role="status" className="min-w-0 flex-1 truncate">
        {label} deleted.
      </span>
      <button
        ref={undoRef}
        type="button"
        onClick={onUndo}
        className="inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 font-semibold text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Undo2 className="size-4" aria-hidden="true" />
        Undo
      </button>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="grid size-8 place-items-center rounded-md hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  )
}
