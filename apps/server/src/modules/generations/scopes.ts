/**
 * The scopes of cache generations (migration 0019): what a cached read depends on. Each is a
 * counter the database moves, in the writing transaction, when that part of the data changes.
 */
export const scopes = {
  /** Content types and components. */
  schema: 'schema',
  /** Languages. */
  locales: 'locales',
  /** Media files. */
  media: 'media',
  /** The names and emails items show as their authors. */
  authors: 'authors',
  /** Settings and the plan: API access, permissions, custom domains. */
  settings: 'settings',
  /** API keys: created, revoked, regenerated. */
  keys: 'keys',
} as const

/** The items of one type and their translations. */
export function typeScope(contentTypeId: string): string {
  return `type:${contentTypeId}`
}

/**
 * The scope a read of one item of a type depends on: the items whose id or slug starts with
 * the same two characters as the one asked for (migration 0023 moves it with every write to
 * such an item or its translations). Characters, not UTF-16 units, as the databases count.
 */
export function itemScope(contentTypeId: string, idOrSlug: string): string {
  return `item:${contentTypeId}:${Array.from(idOrSlug).slice(0, 2).join('')}`
}
