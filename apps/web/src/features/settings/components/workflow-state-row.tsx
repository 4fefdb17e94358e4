import { workflowMessages } from '@folio/schema'
import type { WorkflowState } from '@folio/schema'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react'
import { useId } from 'react'
import type { ReactNode } from 'react'

import { Badge } from '@/components/ui/badge'
import { Tooltip } from '@/components/ui/tooltip'
import { stateColorStyle } from '@/lib/state-color-style'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/format'

export type StateAction =
  | { kind: 'edit' | 'delete'; state: WorkflowState }
  | { kind: 'move'; state: WorkflowState; step: -1 | 1 }

export const moveButtonId = (stateId: string, step: -1 | 1) =>
  `workflow-state-${stateId}-${step < 0 ? 'up' : 'down'}`

const iconButton =
  'grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-disabled:hover:text-muted-foreground'

/** Why a state cannot be deleted, or null when it can. */
export function deleteBlockedReason(state: WorkflowState): string | null {
  if (state.builtIn) return workflowMessages.stateBuiltIn
  if (state.assignmentCount > 0) return workflowMessages.stateInUse(state.assignmentCount)
  return null
}

/**
 * An icon button with its tooltip. A blocked one stays focusable (aria-disabled), so keyboard
 * users keep their place after a move to the end and can still hear why it is blocked.
 */
function RowButton({
  id,
  label,
  tooltip,
  blocked,
  danger,
  onClick,
  children,
}: {
  id?: string
  label: string
  tooltip: ReactNode
  blocked?: boolean
  danger?: boolean
  onClick: () => void
  children: ReactNode
}) {
  const reasonId = useId()
  return (
    <>
      <Tooltip label={tooltip}>
        <button
          id={id}
          type="button"
          aria-label={label}
          aria-disabled={blocked ? true : undefined}
          // Screen readers hear the reason with the button, tooltip open or not.
          aria-describedby={blocked ? reasonId : undefined}
          onClick={() => {
            if (!blocked) onClick()
          }}
          className={cn(iconButton, danger && 'hover:text-danger')}
        >
          {children}
        </button>
      </Tooltip>
      {blocked && (
        <span id={reasonId} hidden>
          {tooltip}
        </span>
      )}
    </>
  )
}

function usageText(count: number) {
  if (count === 0) return 'No items'
  return plural(count, 'item')
}

/**
 * One state: drag handle, colour swatch, name, slug, Built-in tag and how many items are in
 * it, then Move up, Move down, Edit and Delete (blocked, with the reason, when not allowed).
 */
export function WorkflowStateRow({
  state,
  index,
  count,
  onAction,
}: {
  state: WorkflowState
  index: number
  count: number
  onAction: (action: StateAction) => void
}) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: state.id })
  const blockedReason = deleteBlockedReason(state)

  return (
    <li
      ref={setNodeRef}
      aria-label={state.name}
      // The list only moves up and down.
      style={{ transform: CSS.Translate.toString(transform && { ...transform, x: 0 }), transition }}
      className={cn(
        'relative flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border bg-card py-2 pr-2 pl-1',
        isDragging ? 'z-10 border-dashed border-primary shadow-md' : 'border-border',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${state.name}`}
        className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <span
        aria-hidden="true"
        style={stateColorStyle(state.color)}
        className="size-7 shrink-0 rounded-lg bg-[var(--state-color)] ring-1 ring-black/10 ring-inset dark:ring-white/15"
      />
      <div className="min-w-[9rem] flex-1 py-0.5">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 truncate text-sm font-medium">{state.name}</span>
          {state.builtIn && <Badge>Built-in</Badge>}
        </div>
        <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <span className="sr-only">Slug </span>
          <code className="truncate font-mono">{state.slug}</code>
          <span aria-hidden="true">·</span>
          <span className="whitespace-nowrap">
            <span className="sr-only">Used by </span>
            {usageText(state.assignmentCount)}
          </span>
        </p>
      </div>
      <div className="ml-auto flex items-center gap-0.5">
        <RowButton
          id={moveButtonId(state.id, -1)}
          label={`Move ${state.name} up`}
          tooltip={index === 0 ? 'Already first' : 'Move up'}
          blocked={index === 0}
          onClick={() => onAction({ kind: 'move', state, step: -1 })}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </RowButton>
        <RowButton
          id={moveButtonId(state.id, 1)}
          label={`Move ${state.name} down`}
          tooltip={index === count - 1 ? 'Already last' : 'Move down'}
          blocked={index === count - 1}
          onClick={() => onAction({ kind: 'move', state, step: 1 })}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </RowButton>
        <RowButton
          label={`Edit ${state.name}`}
          tooltip="Rename or recolour"
          onClick={() => onAction({ kind: 'edit', state })}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </RowButton>
        <RowButton
          label={`Delete ${state.name}`}
          tooltip={blockedReason ?? 'Delete'}
          blocked={blockedReason !== null}
          danger
          onClick={() => onAction({ kind: 'delete', state })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </RowButton>
      </div>
    </li>
  )
}
