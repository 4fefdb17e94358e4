import { flattenTree } from './flatten-tree'
import type { TreeNode } from './flatten-tree'

type Titled<T> = TreeNode<T> & { title: string }

/**
 * Where an item sits, in words for screen-reader announcements: "position 2 of 3 under “About”"
 * or "position 1 of 4 at the top level". Empty when the item is not in the tree.
 */
export function describePlace<T extends Titled<T>>(nodes: readonly T[], id: string): string {
  const flat = flattenTree(nodes)
  const entry = flat.find((candidate) => candidate.id === id)
  if (!entry) return ''
  const siblings = flat.filter((candidate) => candidate.parentId === entry.parentId).length
  const parent = flat.find((candidate) => candidate.id === entry.parentId)
  const where = parent ? `under “${parent.node.title}”` : 'at the top level'
  return `position ${entry.index + 1} of ${siblings} ${where}`
}
