import { isAdmin } from '@folio/schema'
import type { Role, SearchResult } from '@folio/schema'

import { appScreens } from '@/config/app-screens'

/**
 * The screens a role may open whose name or keywords contain every word of the query, as search
 * results; all of them for an empty query.
 */
export function matchScreens(query: string, role: Role): SearchResult[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return appScreens
    .filter((screen) => !screen.adminOnly || isAdmin(role))
    .filter((screen) => {
      const haystack = `${screen.label} ${screen.keywords}`.toLowerCase()
      return words.every((word) => haystack.includes(word))
    })
    .map((screen) => ({
      kind: 'screen',
      id: `screen:${screen.path}`,
      title: screen.label,
      subtitle: 'Go to screen',
      url: screen.path,
    }))
}
