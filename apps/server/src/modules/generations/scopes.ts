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
