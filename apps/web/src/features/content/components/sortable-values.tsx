import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core'
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

const iconButton =
  'grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40'

const screenReaderInstructions = {
  draggable:
    'To move an entry, press Space or Enter on its drag handle, use the arrow keys to move it, and press Space or Enter again to drop it, or Escape to cancel. Each entry also has Move up and Move down buttons.',
}

/**
 * An ordered list of values (a relation's items, a gallery's files): drag by the handle with a
 * pointer or the keyboard, Move up / Move down buttons, and Remove. `grid` lays them out as
 * tiles (thumbnails) instead of rows.
 */
export function SortableValues<T>({
  label,
  items,
  idOf,
  nameOf,
  onChange,
  render,
  grid = false,
  disabled = false,
}: {
  /** Names the list for screen readers ("Related posts"). */
  label: string
  items: readonly T[]
  idOf: (item: T) => string
  /** How announcements and button labels name an entry. */
  nameOf: (item: T) => string
  onChange: (items: T[]) => void
  render: (item: T) => ReactNode
  grid?: boolean
  disabled?: boolean
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = items.map(idOf)
  const position = (id: UniqueIdentifier) =>
    `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`
  const name = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => idOf(candidate) === String(id))
    return item === undefined ? 'entry' : `“${nameOf(item)}”`
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} would move to ${position(over.id)}.` : `${name(active.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at ${position(over.id)}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onChange(arrayMove([...items], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))))
  }
  const move = (index: number, step: -1 | 1) => onChange(arrayMove([...items], index, index + step))

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragEnd={onDragEnd}
    >
      <SortableContext
        items={ids}
        strategy={grid ? rectSortingStrategy : verticalListSortingStrategy}
      >
        <ol
          aria-label={label}
          className={cn(
            grid ? 'grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4' : 'space-y-1.5',
          )}
        >
          {items.map((item, index) => (
            <SortableEntry
              key={idOf(item)}
              id={idOf(item)}
              name={nameOf(item)}
              grid={grid}
              disabled={disabled}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(step) => move(index, step)}
              onRemove={() => onChange(items.filter((_, at) => at !== index))}
            >
              {render(item)}
            </SortableEntry>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

function SortableEntry({
  id,
  name,
  grid,
  disabled,
  first,
  last,
  onMove,
  onRemove,
  children,
}: {
  id: string
  name: string
  grid: boolean
  disabled: boolean
  first: boolean
  last: boolean
  onMove: (step: -1 | 1) => void
  onRemove: () => void
  children: ReactNode
}) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled })
  const style = { transform: CSS.Translate.toString(transform), transition }
  const buttons = (
    <div className="flex shrink-0 items-center">
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${name} up`}
        disabled={first || disabled}
        onClick={() => onMove(-1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${name} down`}
        disabled={last || disabled}
        onClick={() => onMove(1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={cn(iconButton, 'hover:bg-danger-soft hover:text-danger')}
        aria-label={`Remove ${name}`}
        disabled={disabled}
        onClick={onRemove}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  )
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${name}`}
      className={cn(iconButton, 'cursor-grab touch-none active:cursor-grabbing')}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  )
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn(
        'rounded-lg border border-border bg-card',
        isDragging && 'relative z-10 shadow-lg',
        grid ? 'flex flex-col p-1.5' : 'flex items-center gap-1 py-1 pr-1 pl-0.5',
      )}
    >
      {grid ? (
        <>
          {children}
          <div className="mt-1 flex items-center justify-between">
            {handle}
            {buttons}
          </div>
        </>
      ) : (
        <>
          {handle}
          <div className="min-w-0 flex-1">{children}</div>
          {buttons}
        </>
      )}
    </li>
  )
}
