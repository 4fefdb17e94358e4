import type { UniqueConstraint } from './dialects/dialect.js'

/** The unique constraints operations turn into a 409 when a concurrent write wins the race. */
export const uniqueConstraints = {
  contentTypeSlug: { name: 'content_types_slug_key', table: 'content_types', columns: ['slug'] },
  componentSlug: { name: 'components_slug_key', table: 'components', columns: ['slug'] },
  contentItemSlug: {
    name: 'content_items_type_slug_unique',
    table: 'content_items',
    columns: ['content_type_id', 'slug'],
  },
} as const satisfies Record<string, UniqueConstraint>
