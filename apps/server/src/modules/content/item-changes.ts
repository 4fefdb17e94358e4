import type { ComponentRegistry, ContentTypeField, ItemData } from '@folio/schema'

import { toApiData } from './item-data.js'

/** JSON with object keys sorted, so two equal values always give the same text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )
}

/**
 * Whether a save leaves the title, slug and data as they were. Data is compared as the API
 * reads it under the type's current fields and components, so values of fields removed since
 * (at any depth) do not count as an edit, nor does the order keys were stored in.
 */
export function sameContent(
  current: { title: string; slug: string; data: string },
  next: { title: string; slug: string; data: ItemData },
  fields: readonly ContentTypeField[],
  components: ComponentRegistry,
): boolean {
  if (current.title !== next.title || current.slug !== next.slug) return false
  const before = toApiData(fields, JSON.parse(current.data) as ItemData, components)
  return canonical(before) === canonical(toApiData(fields, next.data, components))
}
