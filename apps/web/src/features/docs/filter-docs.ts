import type { DocsGroup } from './docs-topics'

/**
 * Filters topic groups by a search text, case-insensitively. A group whose title matches keeps
 * all its items; otherwise it keeps the items whose title or description matches, and a group
 * left with no items is dropped. An empty (or blank) search returns every group.
 */
export function filterDocs(groups: readonly DocsGroup[], search: string): DocsGroup[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return [...groups]

  const matches = (text: string) => text.toLowerCase().includes(needle)
  const result: DocsGroup[] = []
  for (const group of groups) {
    if (matches(group.title)) {
      result.push(group)
      continue
    }
    const items = group.items.filter((item) => matches(item.title) || matches(item.description))
    if (items.length > 0) result.push({ ...group, items })
  }
  return result
}
