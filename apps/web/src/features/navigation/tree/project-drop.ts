import type { FlatNode } from './flatten-tree'

/** Where a dragged item would land: its depth and new parent. */
export interface DropProjection {
  depth: number
  parentId: string | null
  /** The depth range allowed at this spot, for clamping and for announcements. */
  minDepth: number
  maxDepth: number
}

function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [moved] = next.splice(from, 1)
  if (moved !== undefined) next.splice(to, 0, moved)
  return next
}

/**
 * Projects a drop the way a sortable tree does: the vertical position picks the slot (over
 * `overId`), the horizontal drag offset picks the depth, one level per `indentWidth` pixels,
 * clamped to what the neighbours allow (at most one level below the item above, at least the
 * depth of the item below).
 *
 * `visible` must already leave out the dragged item's descendants: they move with it, so they
 * are never a slot, and the item can never land inside its own subtree.
 */
export function projectDrop<T>(
  visible: readonly FlatNode<T>[],
  activeId: string,
  overId: string,
  offsetX: number,
  indentWidth: number,
): DropProjection | null {
  const activeIndex = visible.findIndex((entry) => entry.id === activeId)
  const overIndex = visible.findIndex((entry) => entry.id === overId)
  const active = visible[activeIndex]
  if (!active || overIndex === -1) return null

  const moved = arrayMove(visible, activeIndex, overIndex)
  const previous = moved[overIndex - 1]
  const next = moved[overIndex + 1]
  const maxDepth = previous ? previous.depth + 1 : 0
  const minDepth = next ? next.depth : 0
  const wanted = active.depth + Math.round(offsetX / indentWidth)
  const depth = Math.min(Math.max(wanted, minDepth), maxDepth)

  return { depth, minDepth, maxDepth, parentId: parentAt(moved, overIndex, depth) }
}

/** The parent a node at `index` has when placed at `depth`: the nearest shallower node above. */
function parentAt<T>(moved: readonly FlatNode<T>[], index: number, depth: number): string | null {
  if (depth === 0) return null
  for (let cursor = index - 1; cursor >= 0; cursor--) {
    const candidate = moved[cursor]
    if (candidate && candidate.depth === depth - 1) return candidate.id
  }
  return null
}
