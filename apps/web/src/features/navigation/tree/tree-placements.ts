import { flattenTree } from './flatten-tree'
import type { TreeNode } from './flatten-tree'

/** Where one item sits: the body of `PUT /api/v1/menus/{id}/tree` lists one per item. */
export interface TreePlacement {
  id: string
  parentId: string | null
  /** Position among its siblings, from 0. */
  position: number
}

/** The whole structure of a tree, every item with its parent and position. */
export function toPlacements<T extends TreeNode<T>>(nodes: readonly T[]): TreePlacement[] {
  return flattenTree(nodes).map(({ id, parentId, index }) => ({ id, parentId, position: index }))
}

/**
 * The id of an item whose parent chain loops back on itself, or names an item that is not in
 * the list; null when every chain reaches the top level. The server refuses such a structure
 * too; checking first means a broken move never leaves the browser.
 */
export function findBrokenChain(placements: readonly TreePlacement[]): string | null {
  const parents = new Map(placements.map((placement) => [placement.id, placement.parentId]))
  const settled = new Set<string>()
  for (const { id } of placements) {
    const seen = new Set<string>()
    let current: string | null = id
    while (current !== null && !settled.has(current)) {
      if (seen.has(current) || !parents.has(current)) return id
      seen.add(current)
      current = parents.get(current) ?? null
    }
    for (const visited of seen) settled.add(visited)
  }
  return null
}

/** True when both lists put every item under the same parent at the same position. */
export function samePlacements(a: readonly TreePlacement[], b: readonly TreePlacement[]): boolean {
  if (a.length !== b.length) return false
  const byId = new Map(a.map((placement) => [placement.id, placement]))
  return b.every((placement) => {
    const other = byId.get(placement.id)
    return other?.parentId === placement.parentId && other.position === placement.position
  })
}
