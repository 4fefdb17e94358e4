import { useDraggable } from '@dnd-kit/core'
import { Plus } from 'lucide-react'
import type { PointerEventHandler } from 'react'

import { BlockIcon } from './block-icon'

import { cn } from '@/lib/cn'

/** What a palette chip carries while dragged: the component a new block will be. */
export interface PaletteData {
  kind: 'palette'
  componentId: string
  label: string
  icon: string
}

const chipClass =
  'flex w-full min-w-0 items-center gap-2 rounded-lg border border-border bg-card px-2.5 py-2 text-left text-sm font-medium shadow-sm'

/** A palette entry as it looks, in place and while dragged. */
export function PaletteChip({
  label,
  icon,
  floating = false,
}: {
  label: string
  icon: string
  floating?: boolean
}) {
  return (
    <span
      className={cn(
        chipClass,
        floating && 'w-auto cursor-grabbing border-primary shadow-lg ring-2 ring-primary/30',
      )}
    >
      <BlockIcon name={icon} className="size-4 shrink-0 text-muted-foreground" />
      <span className="truncate">{label}</span>
    </span>
  )
}

/**
 * One component in the palette: click (or Enter/Space) appends a block of it, dragging it
 * into the canvas inserts one where it is dropped. Only the pointer starts a drag here; the
 * keyboard's Enter and Space stay a click.
 */
export function PaletteItem({
  data,
  disabled,
  onAdd,
}: {
  data: PaletteData
  disabled: boolean
  onAdd: () => void
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `palette:${data.componentId}`,
    data,
    disabled,
  })
  return (
    <button
      type="button"
      ref={setNodeRef}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
      onClick={onAdd}
      disabled={disabled}
      aria-label={`Add ${data.label}`}
      className={cn(
        chipClass,
        'group cursor-grab touch-none hover:border-primary/60 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        isDragging && 'opacity-50',
      )}
    >
      <BlockIcon name={data.icon} className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate">{data.label}</span>
      <Plus
        className="size-3.5 shrink-0 text-muted-foreground opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
        aria-hidden="true"
      />
    </button>
  )
}
