import type { MenuItem } from '@folio/schema'
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core'
import type {
  Announcements,
  DragEndEvent,
  DragMoveEvent,
  DragOverEvent,
  DragStartEvent,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useMemo, useRef, useState } from 'react'

import { describePlace } from './tree/describe-place'
import { flattenTree, removeChildrenOf } from './tree/flatten-tree'
import { dropTarget, placeNode } from './tree/move-node'
import { projectDrop } from './tree/project-drop'
import type { TreeRow } from './tree/search-tree'

/** Pixels per level of nesting, on screen and for the drag's horizontal offset. */
export const INDENT_PX = 24

/**
 * Keyboard dragging: up and down go to the next row (sortableKeyboardCoordinates) keeping the
 * horizontal offset; left and right shift one level, which the projection turns into depth.
 */
const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { currentCoordinates } = args
  if (event.code === 'ArrowLeft' || event.code === 'ArrowRight') {
    event.preventDefault()
    const step = event.code === 'ArrowRight' ? INDENT_PX : -INDENT_PX
    return { ...currentCoordinates, x: currentCoordinates.x + step }
  }
  const next = sortableKeyboardCoordinates(event, args)
  return next && { x: currentCoordinates.x, y: next.y }
}

/**
 * The drag-and-drop state of the tree editor: what is dragged, where it would land (depth from
 * the horizontal offset), the rows to show meanwhile (without the dragged item's subtree, which
 * moves with it) and what screen readers hear.
 */
export function useTreeDrag({
  items,
  rows,
  onDrop,
}: {
  items: MenuItem[]
  /** The rows on screen (collapsed subtrees left out). */
  rows: TreeRow<MenuItem>[]
  onDrop: (next: MenuItem[], movedId: string) => void
}) {
  const [activeId, setActiveId] = useState<string | null>(null)
  const [overId, setOverId] = useState<string | null>(null)
  const [offsetX, setOffsetX] = useState(0)

  const sensors = useSensors(
    // A few pixels of travel first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: treeKeyboardCoordinates }),
  )

  const dragRows = useMemo(
    () => (activeId ? removeChildrenOf(rows, [activeId]) : rows),
    [rows, activeId],
  )
  const projection =
    activeId && overId ? projectDrop(dragRows, activeId, overId, offsetX, INDENT_PX) : null

  const titles = useMemo(
    () => new Map(flattenTree(items).map((entry) => [entry.id, entry.node.title])),
    [items],
  )
  const titleOf = (id: UniqueIdentifier) => `“${titles.get(String(id)) ?? 'item'}”`

  /**
   * The tree as it would be after dropping `dragged` over `over` with this horizontal offset.
   * Events carry their own offset: announcements must not lag one render behind.
   */
  const resultOf = (dragged: UniqueIdentifier, over: UniqueIdentifier | undefined, x: number) => {
    if (over === undefined) return null
    const drop = projectDrop(dragRows, String(dragged), String(over), x, INDENT_PX)
    const target = drop && dropTarget(dragRows, String(dragged), String(over), drop)
    return target && placeNode(items, String(dragged), target.parentId, target.position)
  }

  // Announcements get no offset from dnd-kit: the move handler, which runs first, keeps it here.
  const offset = useRef(0)
  const lastSpoken = useRef('')
  const preview = ({ active, over }: Parameters<Announcements['onDragOver']>[0]) => {
    const next = resultOf(active.id, over?.id, offset.current)
    const text = next
      ? `${titleOf(active.id)} would move to ${describePlace(next, String(active.id))}.`
      : `${titleOf(active.id)} is not over a place in the menu.`
    // Pointer moves fire constantly: speak only when the landing place changes.
    if (text === lastSpoken.current) return undefined
    lastSpoken.current = text
    return text
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}, ${describePlace(items, String(active.id))}.`,
    onDragMove: preview,
    onDragOver: preview,
    onDragEnd: ({ active, over }) => {
      const next = resultOf(active.id, over?.id, offset.current)
      return next
        ? `${titleOf(active.id)} dropped at ${describePlace(next, String(active.id))}.`
        : `${titleOf(active.id)} dropped where it was.`
    },
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  }

  const reset = () => {
    setActiveId(null)
    setOverId(null)
    setOffsetX(0)
  }

  const handlers = {
    onDragStart: ({ active }: DragStartEvent) => {
      offset.current = 0
      lastSpoken.current = ''
      setActiveId(String(active.id))
      setOverId(String(active.id))
    },
    onDragMove: ({ delta }: DragMoveEvent) => {
      offset.current = delta.x
      setOffsetX(delta.x)
    },
    onDragOver: ({ over }: DragOverEvent) => setOverId(over ? String(over.id) : null),
    onDragEnd: ({ active, over, delta }: DragEndEvent) => {
      const next = resultOf(active.id, over?.id, delta.x)
      reset()
      if (next) onDrop(next, String(active.id))
    },
    onDragCancel: reset,
  }

  return { sensors, handlers, announcements, activeId, projection, dragRows }
}
