import { buildTree, descendantIds, flattenTree } from './flatten-tree'
import type { FlatNode, TreeNode } from './flatten-tree'
import type { DropProjection } from './project-drop'

/**
 * Moves `id` (with its subtree) under `parentId` at `position` among the new siblings. Returns
 * null when the move is impossible: an unknown item or parent, or a parent inside the item's
 * own subtree (that would make a cycle).
 */
export function placeNode<T extends TreeNode<T>>(
  tree: readonly T[],
  id: string,
  parentId: string | null,
  position: number,
): T[] | null {
  const flat = flattenTree(tree)
  const entry = flat.find((candidate) => candidate.id === id)
  if (!entry) return null
  if (parentId !== null) {
    if (parentId === id || descendantIds(flat, id).has(parentId)) return null
    if (!flat.some((candidate) => candidate.id === parentId)) return null
  }
  const rest = flat.filter((candidate) => candidate.id !== id)
  const siblings = rest.filter((candidate) => candidate.parentId === parentId)
  const before = siblings[Math.max(0, position)]
  rest.splice(before ? rest.indexOf(before) : rest.length, 0, { ...entry, parentId })
  return buildTree(rest)
}

/**
 * The parent and position a projected drop means. `visible` is the list the drag ran on (without
 * the dragged item's descendants); siblings hidden in collapsed parents do not change the answer,
 * as a collapsed parent hides all its children.
 */
export function dropTarget<T>(
  visible: readonly FlatNode<T>[],
  activeId: string,
  overId: string,
  projection: Pick<DropProjection, 'parentId'>,
): { parentId: string | null; position: number } | null {
  const activeIndex = visible.findIndex((entry) => entry.id === activeId)
  const overIndex = visible.findIndex((entry) => entry.id === overId)
  if (activeIndex === -1 || overIndex === -1) return null
  const others = visible.filter((entry) => entry.id !== activeId)
  // With the dragged item taken out, the slot it lands in is `overIndex` of the remaining list.
  const position = others
    .slice(0, overIndex)
    .filter((entry) => entry.parentId === projection.parentId).length
  return { parentId: projection.parentId, position }
}

/** The keyboard and menu alternatives to dragging. */
export type StepMove = 'up' | 'down' | 'indent' | 'outdent'

/**
 * Moves an item one step: up or down among its siblings, in (to the end of the children of the
 * sibling above) or out (just after its parent). Null when that step is not possible.
 */
export function moveStep<T extends TreeNode<T>>(
  tree: readonly T[],
  id: string,
  move: StepMove,
): T[] | null {
  const flat = flattenTree(tree)
  const entry = flat.find((candidate) => candidate.id === id)
  if (!entry) return null
  const siblings = flat.filter((candidate) => candidate.parentId === entry.parentId)
  const parent = flat.find((candidate) => candidate.id === entry.parentId)
  switch (move) {
    case 'up':
      return entry.index > 0 ? placeNode(tree, id, entry.parentId, entry.index - 1) : null
    case 'down':
      return entry.index < siblings.length - 1
        ? placeNode(tree, id, entry.parentId, entry.index + 1)
        : null
    case 'indent': {
      const above = siblings[entry.index - 1]
      return above ? placeNode(tree, id, above.id, above.node.children.length) : null
    }
    case 'outdent':
      return parent ? placeNode(tree, id, parent.parentId, parent.index + 1) : null
  }
}

/** Which step moves an item allows right now, to enable or disable their controls. */
export function allowedSteps<T extends TreeNode<T>>(
  flat: readonly FlatNode<T>[],
  id: string,
): Record<StepMove, boolean> {
  const entry = flat.find((candidate) => candidate.id === id)
  if (!entry) return { up: false, down: false, indent: false, outdent: false }
  const siblingCount = flat.filter((candidate) => candidate.parentId === entry.parentId).length
  return {
    up: entry.index > 0,
    down: entry.index < siblingCount - 1,
    indent: entry.index > 0,
    outdent: entry.parentId !== null,
  }
}
