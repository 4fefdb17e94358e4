import { ancestorIds } from './flatten-tree'
import type { FlatNode } from './flatten-tree'

/** What a search shows: the matching items, and every item to show so that they can be seen. */
export interface TreeSearch {
  matches: Set<string>
  /** Matches plus their ancestors: the rows left in the filtered tree. */
  shown: Set<string>
  /** Ancestors of matches: opened even when the user had collapsed them. */
  revealed: Set<string>
}

/**
 * Finds the items whose texts (title, URL…) contain `query`, case-insensitively,
 * and the ancestors to show and open so that each match is visible. Null for an empty query.
 */
export function searchTree<T>(
  flat: readonly FlatNode<T>[],
  query: string,
  texts: (node: T) => readonly (string | null | undefined)[],
): TreeSearch | null {
  const needle = query.trim().toLowerCase()
  if (!needle) return null
  const matches = new Set<string>()
  const revealed = new Set<string>()
  for (const entry of flat) {
    const hit = texts(entry.node).some((text) => text?.toLowerCase().includes(needle))
    if (!hit) continue
    matches.add(entry.id)
    for (const ancestor of ancestorIds(flat, entry.id)) revealed.add(ancestor)
  }
  return { matches, revealed, shown: new Set([...matches, ...revealed]) }
}

/** A row of the tree as displayed. */
export interface TreeRow<T> extends FlatNode<T> {
  hasChildren: boolean
  expanded: boolean
  /** The row matches the current search. */
  matched: boolean
}

/**
 * The rows to display: children of collapsed items are hidden. A search shows only the matches
 * and their ancestors, the ancestors open whatever the user collapsed; it is a filtered view, so
 * there rows only count the children it shows.
 */
export function visibleRows<T>(
  flat: readonly FlatNode<T>[],
  collapsed: ReadonlySet<string>,
  search: TreeSearch | null,
): TreeRow<T>[] {
  const parents = new Set(flat.map((entry) => entry.parentId))
  const hasChildren = (id: string) => (search ? search.revealed.has(id) : parents.has(id))
  const isOpen = (id: string) => (search ? search.revealed.has(id) : !collapsed.has(id))
  const rows: TreeRow<T>[] = []
  const hidden = new Set<string>()
  for (const entry of flat) {
    const { parentId } = entry
    const underClosed = parentId !== null && (hidden.has(parentId) || !isOpen(parentId))
    if (underClosed || (search && !search.shown.has(entry.id))) {
      hidden.add(entry.id)
      continue
    }
    rows.push({
      ...entry,
      hasChildren: hasChildren(entry.id),
      expanded: hasChildren(entry.id) && isOpen(entry.id),
      matched: search?.matches.has(entry.id) ?? false,
    })
  }
  return rows
}

/** Splits `text` around each occurrence of `query`, for highlighting (case-insensitive). */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const needle = query.trim()
  if (!needle) return [{ text, match: false }]
  // With a capture group, split puts the matches at the odd indexes.
  const pattern = new RegExp(`(${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'i')
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '')
}
