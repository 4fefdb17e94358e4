import { randomUUID } from 'node:crypto'

import {
  BLOCK_TYPE_KEY,
  ENTRY_KEY,
  ENTRY_KEY_PATTERN,
  type ComponentRegistry,
  type ContentTypeField,
  type ItemData,
} from '@folio/schema'

/**
 * Item data is stored keyed by field id and spoken keyed by field name, at every depth: inside
 * a component or a block too, a component's field ids key its values. Ids never change, so a
 * renamed field keeps its values; a removed field's value stays in the stored row (and in old
 * versions) but is no longer shown, and the next save leaves it out. A block's `_type` is the
 * component's slug in the API and its id when stored, so renaming a component's slug keeps
 * every block of it.
 */

const NO_COMPONENTS: ComponentRegistry = new Map()

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A block's component: stored blocks name it by id, the API by slug. */
export function blockComponent(registry: ComponentRegistry, type: unknown) {
  if (typeof type !== 'string') return undefined
  const byId = registry.get(type)
  if (byId) return byId
  for (const component of registry.values()) if (component.slug === type) return component
  return undefined
}

/** A short id for an entry of a list: unique within it, which is all it has to be. */
function newEntryKey(taken: ReadonlySet<string>): string {
  for (;;) {
    const key = randomUUID().replace(/-/g, '').slice(0, 8)
    if (!taken.has(key)) return key
  }
}

/**
 * Entries of a list keep the `_key` they came with, so editors, previews and diffs can follow
 * an entry across saves; a missing or repeated key gets a fresh one.
 */
function withEntryKeys(entries: Record<string, unknown>[]): Record<string, unknown>[] {
  const taken = new Set<string>()
  return entries.map((entry) => {
    const given = entry[ENTRY_KEY]
    const key =
      typeof given === 'string' && ENTRY_KEY_PATTERN.test(given) && !taken.has(given)
        ? given
        : newEntryKey(taken)
    taken.add(key)
    const { [ENTRY_KEY]: _old, ...rest } = entry
    return { [ENTRY_KEY]: key, ...rest }
  })
}

function storeEntry(
  fields: readonly ContentTypeField[],
  entry: Record<string, unknown>,
  registry: ComponentRegistry,
): Record<string, unknown> {
  const key = entry[ENTRY_KEY]
  return {
    ...(typeof key === 'string' ? { [ENTRY_KEY]: key } : {}),
    ...toStoredData(fields, entry, registry),
  }
}

function storeValue(field: ContentTypeField, value: unknown, registry: ComponentRegistry): unknown {
  if (field.type === 'component') {
    const component = field.componentId ? registry.get(field.componentId) : undefined
    if (!component) return undefined
    if (field.repeatable) {
      if (!Array.isArray(value)) return undefined
      const entries = value.filter(isRecord).map((e) => storeEntry(component.fields, e, registry))
      return withEntryKeys(entries)
    }
    return isRecord(value) ? storeEntry(component.fields, value, registry) : undefined
  }
  if (field.type === 'blocks') {
    if (!Array.isArray(value)) return undefined
    const blocks = value.filter(isRecord).flatMap((block) => {
      const component = blockComponent(registry, block[BLOCK_TYPE_KEY])
      if (!component) return []
      const { [ENTRY_KEY]: key, ...data } = storeEntry(component.fields, block, registry)
      return [{ [ENTRY_KEY]: key, [BLOCK_TYPE_KEY]: component.id, ...data }]
    })
    return withEntryKeys(blocks)
  }
  return value
}

/**
 * Data keyed by field name (as validated) to data keyed by field id, components and blocks
 * included; entries of lists get their `_key`.
 */
export function toStoredData(
  fields: readonly ContentTypeField[],
  byName: ItemData,
  components: ComponentRegistry = NO_COMPONENTS,
): ItemData {
  const stored: ItemData = {}
  for (const field of fields) {
    const value = byName[field.name]
    if (value === undefined || value === null) continue
    const converted = storeValue(field, value, components)
    if (converted !== undefined && converted !== null) stored[field.id] = converted
  }
  return stored
}

function apiEntry(
  fields: readonly ContentTypeField[],
  entry: Record<string, unknown>,
  registry: ComponentRegistry,
): Record<string, unknown> {
  const key = entry[ENTRY_KEY]
  return {
    ...(typeof key === 'string' ? { [ENTRY_KEY]: key } : {}),
    ...toApiData(fields, entry, registry),
  }
}

function apiValue(field: ContentTypeField, value: unknown, registry: ComponentRegistry): unknown {
  if (value === undefined || value === null) return null
  if (field.type === 'component') {
    const component = field.componentId ? registry.get(field.componentId) : undefined
    if (!component) return null
    // A value of another shape was stored under an earlier definition of the field.
    if (field.repeatable) {
      return Array.isArray(value)
        ? value.filter(isRecord).map((entry) => apiEntry(component.fields, entry, registry))
        : null
    }
    return isRecord(value) ? apiEntry(component.fields, value, registry) : null
  }
  if (field.type === 'blocks') {
    if (!Array.isArray(value)) return null
    return value.filter(isRecord).flatMap((block) => {
      const component = blockComponent(registry, block[BLOCK_TYPE_KEY])
      if (!component) return []
      const { [ENTRY_KEY]: key, ...data } = apiEntry(component.fields, block, registry)
      return [
        {
          ...(key === undefined ? {} : { [ENTRY_KEY]: key }),
          [BLOCK_TYPE_KEY]: component.slug,
          ...data,
        },
      ]
    })
  }
  return value
}

/**
 * The API's view of stored data: every current field by name, null when it holds nothing, at
 * every depth. Without the registry, component and blocks fields read as null.
 */
export function toApiData(
  fields: readonly ContentTypeField[],
  byId: ItemData,
  components: ComponentRegistry = NO_COMPONENTS,
): ItemData {
  return Object.fromEntries(
    fields.map((field) => [field.name, apiValue(field, byId[field.id], components)]),
  )
}
