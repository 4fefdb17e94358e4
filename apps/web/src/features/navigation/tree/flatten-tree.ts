/** A node of a nested tree: menu items as the API sends them, or anything shaped alike. */
export interface TreeNode<T> {
  id: string
  parentId: string | null
  children: T[]
}

/** A node in depth-first order, with where it sits: its parent, depth and index among siblings. */
export interface FlatNode<T> {
  id: string
  parentId: string | null
  depth: number
  /** Position among its siblings, from 0. */
  index: number
  node: T
}

/** The tree in depth-first (display) order. */
export function flattenTree<T extends TreeNode<T>>(
  nodes: readonly T[],
  parentId: string | null = null,
  depth = 0,
): FlatNode<T>[] {
  return nodes.flatMap((node, index) => [
    { id: node.id, parentId, depth, index, node },
    ...flattenTree(node.children, node.id, depth + 1),
  ])
}

/**
 * Rebuilds the nested tree from a list of nodes: siblings keep the order they have in `flat`
 * (only their relative order matters), each node takes the `parentId` given beside it. A node whose parent is missing goes to
 * the top level, so nothing is ever lost.
 */
export function buildTree<T extends TreeNode<T>>(
  flat: readonly Pick<FlatNode<T>, 'id' | 'parentId' | 'node'>[],
): T[] {
  // Fresh copies: the caller's tree (often a query cache) is never mutated.
  const copies = new Map<string, T>()
  for (const entry of flat) {
    copies.set(entry.id, { ...entry.node, parentId: entry.parentId, children: [] })
  }
  const roots: T[] = []
  for (const entry of flat) {
    const copy = copies.get(entry.id) as T
    const parent = entry.parentId === null ? undefined : copies.get(entry.parentId)
    if (parent) parent.children.push(copy)
    else {
      copy.parentId = null
      roots.push(copy)
    }
  }
  return roots
}

/** Every id below `id` (not `id` itself). */
export function descendantIds<T>(flat: readonly FlatNode<T>[], id: string): Set<string> {
  const found = new Set<string>()
  const start = flat.findIndex((entry) => entry.id === id)
  if (start === -1) return found
  const depth = flat[start]?.depth ?? 0
  // In depth-first order a subtree is the run of deeper nodes right after its root.
  for (const entry of flat.slice(start + 1)) {
    if (entry.depth <= depth) break
    found.add(entry.id)
  }
  return found
}

/** The ids from the top level down to `id`'s parent. */
export function ancestorIds<T>(flat: readonly FlatNode<T>[], id: string): string[] {
  const parents = new Map(flat.map((entry) => [entry.id, entry.parentId]))
  const chain: string[] = []
  let current = parents.get(id) ?? null
  while (current !== null && !chain.includes(current)) {
    chain.unshift(current)
    current = parents.get(current) ?? null
  }
  return chain
}

/** `flat` without the descendants of `ids` (collapsed nodes, or the node being dragged). */
export function removeChildrenOf<E extends Pick<FlatNode<unknown>, 'id' | 'parentId'>>(
  flat: readonly E[],
  ids: Iterable<string>,
): E[] {
  const hidden = new Set(ids)
  const result: E[] = []
  for (const entry of flat) {
    if (entry.parentId !== null && hidden.has(entry.parentId)) {
      // Hide this node, and its own children with it.
      hidden.add(entry.id)
      continue
    }
    result.push(entry)
  }
  return result
}

/** How many nodes the tree holds, at every depth. */
export function countNodes<T extends TreeNode<T>>(nodes: readonly T[]): number {
  return nodes.reduce((total, node) => total + 1 + countNodes(node.children), 0)
}
