import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  DragMoveEvent,
  DragOverEvent,
  DragStartEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { Fragment, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'

import { EntryCard, entryHandleId } from './entry-card'
import type { DropMarker } from './entry-card'
import type { EntryFormValue, RegistryComponent } from './entry-values'
import { PaletteChip } from './palette-item'
import type { PaletteData } from './palette-item'
import { UndoRow } from './undo-row'

import { cn } from '@/lib/cn'
import type { useEntryList } from './use-entry-list'
import { plural } from '@/lib/format'

/** Past this many entries a list opens collapsed: a long page stays quick and scannable. */
export const COLLAPSE_PAST = 20

const CANVAS = 'canvas'

// Module constants: new option objects would renew dnd-kit's context on every render, and with
// it every card. A few pixels of travel first, so a click on a handle or chip is not a drag.
const pointerOptions = { activationConstraint: { distance: 5 } }
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates }
const autoScroll = { threshold: { x: 0, y: 0.08 } }

const screenReaderInstructions = {
  draggable:
    'To move a block, press Space or Enter on its drag handle, use the up and down arrow keys to move it, and press Space or Enter again to drop it, or Escape to cancel.',
}

function paletteData(data: unknown): PaletteData | null {
  const value = data as Partial<PaletteData> | undefined
  return value?.kind === 'palette' ? (value as PaletteData) : null
}

/**
 * A new block from the palette lands where the pointer is: before the card under it, or after
 * when the pointer is in the card's lower half; on the empty canvas, at the end.
 */
function dropPlace(
  event: DragOverEvent | DragMoveEvent | DragEndEvent,
): { key: string; marker: DropMarker } | null {
  const { over, active } = event
  if (!over) return null
  const dragged = active.rect.current.translated
  if (over.id === CANVAS || !dragged) return { key: CANVAS, marker: null }
  const middle = over.rect.top + over.rect.height / 2
  const center = dragged.top + dragged.height / 2
  return { key: String(over.id), marker: center > middle ? 'after' : 'before' }
}

/** Cards win over the canvas around them; a palette drag needs the pointer inside the canvas. */
const collisionDetection: CollisionDetection = (args) => {
  if (paletteData(args.active.data.current)) {
    const hits = pointerWithin(args)
    const cards = hits.filter((hit) => hit.id !== CANVAS)
    return cards.length > 0 ? cards : hits
  }
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => container.id !== CANVAS),
  })
}

/**
 * Where a palette chip can land besides a card: the empty canvas, or a strip after the last
 * card. It sits below the cards, so keyboard moves (which look for the nearest droppable
 * above or below) never pick it over a card, and it keeps its size so its measured place holds.
 */
function EndZone({ empty, dragging }: { empty: ReactNode; dragging: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS })
  return (
    <div
      ref={setNodeRef}
      className={cn(
        'rounded-xl',
        !empty &&
          'mt-3 flex h-10 items-center justify-center border-2 border-dashed text-xs text-muted-foreground',
        !empty && (dragging ? 'border-primary/40' : 'border-transparent'),
        isOver && 'ring-2 ring-primary/40 ring-offset-2 ring-offset-card',
      )}
    >
      {empty ?? (dragging ? 'Drop here to add it at the end' : null)}
    </div>
  )
}

/**
 * The sortable list of a repeatable component or blocks field: drag by the handle (pointer,
 * touch or keyboard), with announcements naming the entry and its position. Blocks also drop
 * new entries here from their palette (rendered inside this drag context).
 */
export function EntryList({
  path,
  listLabel,
  entries,
  list,
  componentOf,
  labelOf,
  iconOf,
  max,
  min,
  noun,
  palette,
  onDropNew,
  empty,
  itemId,
}: {
  /** The field's path: `sections`. */
  path: string
  /** Names the list of cards: `Blocks of sections`. */
  listLabel: string
  entries: readonly EntryFormValue[]
  list: ReturnType<typeof useEntryList>
  componentOf: (entry: EntryFormValue) => RegistryComponent | undefined
  labelOf: (entry: EntryFormValue) => string
  iconOf: (entry: EntryFormValue) => string | undefined
  max: number
  min: number
  /** `block` or `entry`, for the limit hints. */
  noun: { one: string; many: string }
  palette?: ReactNode
  onDropNew?: (data: PaletteData, index: number) => void
  empty: ReactNode
  itemId?: string | undefined
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  )
  const [dragging, setDragging] = useState<PaletteData | null>(null)
  const [place, setPlace] = useState<{ key: string; marker: DropMarker } | null>(null)
  // The first render decides: a long list opens collapsed, entries added later open.
  const moved = useRef(false)
  const [collapseAtStart] = useState(() => entries.length > COLLAPSE_PAST)
  // The same keys keep the same array: the sortable context (which every card reads) changes
  // only when entries are added, removed or moved, not on each keystroke inside one.
  const keyList = entries.map((entry) => entry.key).join('\n')
  const keys = useMemo(() => (keyList ? keyList.split('\n') : []), [keyList])
  const count = entries.length

  const nameOf = (id: string | number, data: unknown) => {
    const fromPalette = paletteData(data)
    if (fromPalette) return `new ${fromPalette.label}`
    const entry = entries.find((candidate) => candidate.key === String(id))
    return entry ? labelOf(entry) : noun.one
  }
  const positionOf = (id: string | number) => keys.indexOf(String(id)) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      paletteData(active.data.current)
        ? `Picked up ${nameOf(active.id, active.data.current)} from the palette.`
        : `Picked up ${nameOf(active.id, null)}, position ${positionOf(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `${nameOf(active.id, active.data.current)} is not over the page.`
      if (paletteData(active.data.current)) {
        return over.id === CANVAS
          ? `${nameOf(active.id, active.data.current)} would go at the end.`
          : `${nameOf(active.id, active.data.current)} would go near position ${positionOf(over.id)} of ${count}.`
      }
      // The first "over" is the card itself: let "Picked up" be heard instead.
      if (!moved.current && over.id === active.id) return undefined
      moved.current = true
      const to = over.id === CANVAS ? count : positionOf(over.id)
      return `Moved ${nameOf(active.id, null)} to position ${to} of ${count}.`
    },
    onDragEnd: ({ active, over }) => {
      if (paletteData(active.data.current)) {
        return over
          ? `Added ${nameOf(active.id, active.data.current)}.`
          : `${nameOf(active.id, active.data.current)} was not added.`
      }
      const to = !over ? positionOf(active.id) : over.id === CANVAS ? count : positionOf(over.id)
      return `Dropped ${nameOf(active.id, null)} at position ${to} of ${count}.`
    },
    onDragCancel: ({ active }) =>
      paletteData(active.data.current)
        ? `${nameOf(active.id, active.data.current)} was not added.`
        : `Moving ${nameOf(active.id, null)} was cancelled; it stays at position ${positionOf(active.id)} of ${count}.`,
  }

  const onDragStart = ({ active }: DragStartEvent) => {
    moved.current = false
    setDragging(paletteData(active.data.current))
  }
  // Over the same card the marker still flips between its halves, so moves count too.
  const onDragOver = (event: DragOverEvent | DragMoveEvent) => {
    if (!paletteData(event.active.data.current)) return
    const next = dropPlace(event)
    setPlace((current) =>
      current?.key === next?.key && current?.marker === next?.marker ? current : next,
    )
  }
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null)
    setPlace(null)
    const { active, over } = event
    const fromPalette = paletteData(active.data.current)
    if (!over) return
    if (fromPalette) {
      const target = dropPlace(event)
      const at = !target || target.key === CANVAS ? count : keys.indexOf(target.key)
      onDropNew?.(fromPalette, target?.marker === 'after' ? at + 1 : at)
      return
    }
    const from = keys.indexOf(String(active.id))
    const to = over.id === CANVAS ? count - 1 : keys.indexOf(String(over.id))
    if (from >= 0 && to >= 0) list.move(from, to)
  }

  const { removed } = list
  const undoRow = removed && (
    <UndoRow
      label={labelOf(removed.entry)}
      onUndo={() => {
        list.undo()
        const at = Math.min(removed.index, count)
        requestAnimationFrame(() =>
          document.getElementById(entryHandleId(`${path}[${at}]`))?.focus(),
        )
      }}
      onDismiss={list.dismissUndo}
    />
  )

  const full = count >= max
  const atMin = count <= min
  const duplicateBlocked = full ? `At most ${plural(max, noun.one, noun.many)}` : null
  const removeBlocked = atMin ? `At least ${plural(min, noun.one, noun.many)}` : null

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      // Scroll the editor only when the pointer is close to its edge, not in its outer fifth.
      autoScroll={autoScroll}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragMove={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragging(null)
        setPlace(null)
      }}
    >
      {palette}
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol aria-label={listLabel} className="space-y-3">
          {entries.map((entry, index) => (
            <Fragment key={entry.key}>
              {removed?.index === index && undoRow}
              <EntryCard
                entry={entry}
                index={index}
                count={count}
                component={componentOf(entry)}
                label={labelOf(entry)}
                icon={iconOf(entry)}
                path={`${path}[${index}]`}
                actions={list.actions}
                defaultOpen={!collapseAtStart || list.fresh.has(entry.key)}
                marker={place?.key === entry.key ? place.marker : null}
                duplicateBlocked={duplicateBlocked}
                removeBlocked={removeBlocked}
                itemId={itemId}
              />
            </Fragment>
          ))}
          {removed && removed.index >= count && undoRow}
        </ol>
      </SortableContext>
      {onDropNew ? (
        <EndZone empty={count === 0 ? empty : null} dragging={dragging !== null} />
      ) : (
        count === 0 && empty
      )}
      <DragOverlay dropAnimation={null}>
        {dragging && <PaletteChip label={dragging.label} icon={dragging.icon} floating />}
      </DragOverlay>
    </DndContext>
  )
}
