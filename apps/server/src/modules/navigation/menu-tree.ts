import { menuMessages, type ErrorDetail, type MenuTreeNode } from '@folio/schema'

/** What the structure rules need of an existing item. */
export interface TreeItem {
  id: string
  parentId: string | null
  title: string
}

/** An item's place: its parent and its index among its siblings. */
export interface Place {
  id: string
  parentId: string | null
  position: number
}

/**
 * Why moving `itemId` under `parentId` would break the tree, or null when it is fine: the
 * parent must be another item of the same menu and not inside the item's own subtree.
 */
export function moveProblem(
  items: readonly TreeItem[],
  itemId: string,
  parentId: string | null,
): string | null {
  if (parentId === null) return null
  const byId = new Map(items.map((item) => [item.id, item]))
  const item = byId.get(itemId)
  const parent = byId.get(parentId)
  if (!parent) return menuMessages.parentNotFound
  if (!item) return null
  if (parentId === itemId) return menuMessages.ownParent(item.title)
  // Walking up from the new parent must not meet the item; the seen set stops any loop.
  const seen = new Set<string>()
  for (let at: TreeItem | undefined = parent; at && !seen.has(at.id);) {
    if (at.id === itemId) return menuMessages.underDescendant(item.title, parent.title)
    seen.add(at.id)
    at = at.parentId === null ? undefined : byId.get(at.parentId)
  }
  return null
}

/** Problems of the nodes' membership: each item of the menu exactly once, parents in the menu. */
function membershipProblems(
  byId: ReadonlyMap<string, TreeItem>,
  nodes: readonly MenuTreeNode[],
): ErrorDetail[] {
  const problems: ErrorDetail[] = []
  const seen = new Set<string>()
  nodes.forEach((node, index) => {
    const item = byId.get(node.id)
    if (!item) {
      problems.push({ path: `items.${index}.id`, message: menuMessages.treeUnknownItem(node.id) })
      return
    }
    if (seen.has(node.id)) {
      problems.push({ path: `items.${index}.id`, message: menuMessages.treeDuplicate(item.title) })
    }
    seen.add(node.id)
    if (node.parentId === node.id) {
      problems.push({
        path: `items.${index}.parentId`,
        message: menuMessages.ownParent(item.title),
      })
    } else if (node.parentId !== null && !byId.has(node.parentId)) {
      problems.push({
        path: `items.${index}.parentId`,
        message: menuMessages.treeParentOutside(item.title),
      })
    }
  })
  for (const item of byId.values()) {
    if (!seen.has(item.id)) {
      problems.push({ path: 'items', message: menuMessages.treeMissing(item.title) })
    }
  }
  return problems
}

/** One problem per cycle: an item whose parent chain comes back to it never reaches the top. */
function cycleProblems(
  byId: ReadonlyMap<string, TreeItem>,
  nodes: readonly MenuTreeNode[],
): ErrorDetail[] {
  const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]))
  const indexOf = new Map(nodes.map((node, index) => [node.id, index]))
  const settled = new Set<string>()
  const problems: ErrorDetail[] = []
  for (const node of nodes) {
    const path: string[] = []
    const onPath = new Set<string>()
    let at: string | null = node.id
    while (at !== null && !settled.has(at) && !onPath.has(at)) {
      path.push(at)
      onPath.add(at)
      at = parentOf.get(at) ?? null
    }
    if (at !== null && onPath.has(at)) {
      const parentId = parentOf.get(at)!
      problems.push({
        path: `items.${indexOf.get(at)}.parentId`,
        message: menuMessages.underDescendant(byId.get(at)!.title, byId.get(parentId)!.title),
      })
    }
    for (const id of path) settled.add(id)
  }
  return problems
}

/**
 * Checks a whole proposed structure against the menu's items and turns it into places: within
 * each parent, siblings are numbered from 0 in the order of their `position` (ties keep the
 * order they were sent in). Returns the problems instead when there are any.
 */
export function planTree(
  items: readonly TreeItem[],
  nodes: readonly MenuTreeNode[],
): { places: Place[] } | { problems: ErrorDetail[] } {
  const byId = new Map(items.map((item) => [item.id, item]))
  const membership = membershipProblems(byId, nodes)
  if (membership.length) return { problems: membership }
  const cycles = cycleProblems(byId, nodes)
  if (cycles.length) return { problems: cycles }

  const groups = new Map<string | null, MenuTreeNode[]>()
  for (const node of nodes) {
    const siblings = groups.get(node.parentId) ?? []
    siblings.push(node)
    groups.set(node.parentId, siblings)
  }
  const places: Place[] = []
  for (const [parentId, siblings] of groups) {
    // Array sort is stable: equal positions keep the order they were sent in.
    const sorted = [...siblings].sort((a, b) => a.position - b.position)
    sorted.forEach((node, position) => places.push({ id: node.id, parentId, position }))
  }
  return { places }
}

/**
 * The sibling order after putting `id` at index `position` (last when absent or beyond the
 * end) among `siblings`, which are in their current order and may include `id` itself.
 */
export function placeAmong(
  siblings: readonly string[],
  id: string,
  position: number | undefined,
): string[] {
  const others = siblings.filter((sibling) => sibling !== id)
  const index = Math.min(position ?? others.length, others.length)
  return [...others.slice(0, index), id, ...others.slice(index)]
}
