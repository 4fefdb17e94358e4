import { BookOpen, Code2, KeyRound, Package, Waypoints } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

/** The tabs of the /api page (spec "API documentation"), in their order on screen. */
export const apiDocsTabs = [
  { id: 'authentication', label: 'Authentication', icon: KeyRound },
  { id: 'endpoints', label: 'Endpoints', icon: BookOpen },
  { id: 'examples', label: 'Examples', icon: Code2 },
  { id: 'graphql', label: 'GraphQL', icon: Waypoints },
  { id: 'sdks', label: 'SDKs', icon: Package },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[]

export type ApiDocsTabId = (typeof apiDocsTabs)[number]['id']

/** The tab a `?tab=` value names; anything unknown (or nothing) opens Authentication. */
export function apiDocsTabFor(value: string | null): ApiDocsTabId {
  return apiDocsTabs.find((tab) => tab.id === value)?.id ?? 'authentication'
}
