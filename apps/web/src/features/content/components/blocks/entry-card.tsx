import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ChevronDown, CircleAlert, Copy, GripVertical, Trash2 } from 'lucide-react'
import { memo, useCallback, useState } from 'react'
import type { ReactNode } from 'react'

import type { FieldFormValue } from '../../item-form-values'
import { useFieldErrorsWithin } from '../field-errors-context'

import { BlockIcon } from './block-icon'
import { EntryFields } from './entry-fields'
import { entrySummary } from './entry-summary'
import type { EntryFormValue, RegistryComponent } from './entry-values'
import { useEntryOpener } from './focus-field'
import type { EntryActions } from './use-entry-list'

import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'

/** Where a block dragged from the palette would land, relative to this card. */
export type DropMarker = 'before' | 'after' | null

const iconButton =
  'grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent'

function CardButton({
  label,
  tooltip,
  disabled,
  danger,
  onClick,
  children,
}: {
  label: string
  tooltip: string
  disabled?: boolean
  danger?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Tooltip label={tooltip}>
      <button
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        className={cn(iconButton, danger && 'hover:text-danger')}
      >
        {children}
      </button>
    </Tooltip>
  )
}

export interface EntryCardProps {
  entry: EntryFormValue
  index: number
  count: number
  /** The entry's component; undefined when it no longer exists (the entry is kept as is). */
  component: RegistryComponent | undefined
  /** How announcements and buttons name the entry: the component's name. */
  label: string
  icon?: string | undefined
  /** The entry's path in the item's data: `sections[3]`. */
  path: string
  actions: EntryActions
  defaultOpen: boolean
  marker: DropMarker
  /** Why Duplicate is off (the list is full), or null when it is on. */
  duplicateBlocked: string | null
  /** Why Delete is off (the list is at its minimum), or null when it is on. */
  removeBlocked: string | null
  itemId?: string | undefined
}

/** The drag handle's id, to give it focus back after an undo. */
export const entryHandleId = (path: string) => `entry-handle-${path}`

/**
 * One entry of a repeatable component or blocks field: a card with a drag handle, its name and
 * (collapsed) a summary, duplicate, delete and collapse. Memoised: typing in one card leaves the
 * others alone, which keeps long pages responsive.
 */
export const EntryCard = memo(function EntryCard({
  entry,
  index,
  count,
  component,
  label,
  icon,
  path,
  actions,
  defaultOpen,
  marker,
  duplicateBlocked,
  removeBlocked,
  itemId,
}: EntryCardProps) {
  const [open, setOpen] = useState(defaultOpen)
  const expand = useCallback(() => setOpen(true), [])
  useEntryOpener(path, expand)
  const errors = useFieldErrorsWithin(`data.${path}`)
  // An entry with an error inside stays open, so the message is never hidden.
  const expanded = open || errors.length > 0
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: entry.key, data: { label } })
  const onChange = useCallback(
    (name: string, value: FieldFormValue) => actions.setValue(entry.key, name, value),
    [actions, entry.key],
  )
  const summary = component && !expanded ? entrySummary(component.fields, entry) : ''
  const bodyId = `entry-body-${path}`
  const position = `${index + 1} of ${count}`

  return (
    <li
      ref={setNodeRef}
      aria-label={`${label}, ${position}`}
      data-entry-key={entry.key}
      style={{ transform: CSS.Translate.toString(transform && { ...transform, x: 0 }), transition }}
      className={cn(
        'relative rounded-xl border bg-card',
        isDragging ? 'z-10 border-dashed border-primary shadow-md' : 'border-border',
        errors.length > 0 && !isDragging && 'border-danger',
      )}
    >
      {marker && (
        <span
          aria-hidden="true"
          className={cn(
            'absolute inset-x-2 h-1 rounded-full bg-primary',
            marker === 'before' ? '-top-2' : '-bottom-2',
          )}
        />
      )}
      <div className="flex items-center gap-1 py-1.5 pr-1.5 pl-1">
        <button
          type="button"
          id={entryHandleId(path)}
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label}, ${position}`}
          className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setOpen(!expanded)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <BlockIcon name={icon} className="size-4 shrink-0 text-muted-foreground" />
          <span className="shrink-0 text-sm font-medium">{label}</span>
          {summary && (
            <span className="min-w-0 truncate text-sm text-muted-foreground">{summary}</span>
          )}
          {errors.length > 0 && (
            <CircleAlert className="size-4 shrink-0 text-danger" aria-label="Has errors" />
          )}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'ml-auto size-4 shrink-0 text-muted-foreground transition-transform',
              expanded && 'rotate-180',
            )}
          />
        </button>
        <CardButton
          label={`Duplicate ${label}, ${position}`}
          tooltip={duplicateBlocked ?? 'Duplicate'}
          disabled={duplicateBlocked !== null}
          onClick={() => actions.duplicate(entry.key)}
        >
          <Copy className="size-4" aria-hidden="true" />
        </CardButton>
        <CardButton
          label={`Delete ${label}, ${position}`}
          tooltip={removeBlocked ?? 'Delete'}
          disabled={removeBlocked !== null}
          danger
          onClick={() => actions.remove(entry.key)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </CardButton>
      </div>
      <div id={bodyId} hidden={!expanded} className="border-t border-border p-3 sm:p-4">
        {expanded &&
          (component && !entry.raw ? (
            <EntryFields
              fields={component.fields}
              values={entry.values}
              path={path}
              onChange={onChange}
              itemId={itemId}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              This block’s component{entry.type ? ` (${entry.type})` : ''} is no longer available
              here. It is kept as it is; delete it to remove it from the page.
            </p>
          ))}
      </div>
    </li>
  )
})
