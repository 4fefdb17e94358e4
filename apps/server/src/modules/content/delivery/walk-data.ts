import {
  BLOCK_TYPE_KEY,
  type ComponentRegistry,
  type ContentTypeField,
  type ItemData,
} from '@folio/schema'

/**
 * Item data as the API speaks it (keyed by field name, blocks' `_type` a component slug),
 * walked through components and blocks, so delivery features (media, expand, fields=) reach
 * values at any depth with the same rules.
 */

export type Entry = Record<string, unknown>
type Component = ComponentRegistry extends ReadonlyMap<string, infer C> ? C : never

const slugMaps = new WeakMap<ComponentRegistry, Map<string, Component>>()

/** A component by its slug (what blocks say in the API) or id. */
export function componentBySlug(
  registry: ComponentRegistry,
  slugOrId: unknown,
): Component | undefined {
  if (typeof slugOrId !== 'string') return undefined
  let bySlug = slugMaps.get(registry)
  if (!bySlug) {
    bySlug = new Map([...registry.values()].map((component) => [component.slug, component]))
    slugMaps.set(registry, bySlug)
  }
  return bySlug.get(slugOrId) ?? registry.get(slugOrId)
}

export function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The components a component or blocks field may hold (for blocks: every allowed one). */
export function componentsOfField(
  field: ContentTypeField,
  registry: ComponentRegistry,
): Component[] {
  const ids =
    field.type === 'component'
      ? [field.componentId]
      : field.type === 'blocks'
        ? (field.componentIds ?? [])
        : []
  return ids.flatMap((id) => {
    const component = id ? registry.get(id) : undefined
    return component ? [component] : []
  })
}

/**
 * The entries a component or blocks value holds, each with the fields it is read with: one
 * entry for a single component, every entry of a repeatable one or of blocks (a block's fields
 * are its `_type` component's). Anything else holds none.
 */
export function nestedEntries(
  field: ContentTypeField,
  value: unknown,
  registry: ComponentRegistry,
): { fields: readonly ContentTypeField[]; entry: Entry }[] {
  if (field.type === 'component') {
    const component = field.componentId ? registry.get(field.componentId) : undefined
    if (!component) return []
    const list = Array.isArray(value) ? value : [value]
    return list.filter(isEntry).map((entry) => ({ fields: component.fields, entry }))
  }
  if (field.type === 'blocks' && Array.isArray(value)) {
    return value.filter(isEntry).flatMap((entry) => {
      const component = componentBySlug(registry, entry[BLOCK_TYPE_KEY])
      return component ? [{ fields: component.fields, entry }] : []
    })
  }
  return []
}

/** Calls `visit` for every field of `data` and of every component entry inside it. */
export function forEachField(
  fields: readonly ContentTypeField[],
  data: ItemData,
  registry: ComponentRegistry,
  visit: (field: ContentTypeField, holder: Entry) => void,
  depth = 0,
): void {
  // Stored data never nests past the component depth limit; a cycle in broken data must not
  // loop forever either.
  if (depth > 16) return
  for (const field of fields) {
    visit(field, data)
    for (const { fields: inner, entry } of nestedEntries(field, data[field.name], registry)) {
      forEachField(inner, entry, registry, visit, depth + 1)
    }
  }
}
