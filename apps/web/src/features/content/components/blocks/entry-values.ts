import { BLOCK_TYPE_KEY, ENTRY_KEY, ENTRY_KEY_PATTERN, isEmptyValue } from '@folio/schema'
import type { ComponentRegistry, ContentTypeField } from '@folio/schema'

import { toApiValue, toFieldFormValue } from '../../item-form-values'
import type { FieldFormValue } from '../../item-form-values'

/** A component as the editor needs it: its name and slug for labels and `_type`, its fields. */
export type RegistryComponent = ComponentRegistry extends ReadonlyMap<string, infer C> ? C : never

/**
 * One entry of a component or blocks field as the form holds it. Its fields' values are form
 * values (text while typing), turned into API values only on save, so typing "1." in a number
 * or a trailing space in a text keeps what was typed.
 */
export type EntryFormValue = {
  /** `_key`: stable across saves and moves; React keys and undo rely on it. */
  readonly key: string
  /** Blocks only: the component's slug (`_type`). */
  readonly type?: string
  readonly values: Readonly<Record<string, FieldFormValue>>
  /**
   * A block whose component is no longer allowed or was deleted: kept as it came and sent back
   * unchanged, so opening and saving an item never drops content the editor cannot show.
   */
  readonly raw?: Readonly<Record<string, unknown>>
}

export const noComponents: ComponentRegistry = new Map()

/** A new entry's `_key`: short, and unique enough within one list. */
export function newEntryKey(): string {
  return crypto.randomUUID().slice(0, 8)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isEntry(value: unknown): value is EntryFormValue {
  return isRecord(value) && typeof value.key === 'string' && isRecord(value.values)
}

/** The entries of a repeatable component or blocks field's form value ([] for anything else). */
export function entriesOf(value: FieldFormValue | undefined): readonly EntryFormValue[] {
  return Array.isArray(value) ? (value as readonly unknown[]).filter(isEntry) : []
}

/** A block's component: by slug as the API names it, or by id. */
export function findComponent(
  components: ComponentRegistry,
  slugOrId: string | undefined,
): RegistryComponent | undefined {
  if (!slugOrId) return undefined
  const byId = components.get(slugOrId)
  if (byId) return byId
  for (const component of components.values()) if (component.slug === slugOrId) return component
  return undefined
}

/** The components a blocks field may use, in its palette order, skipping deleted ones. */
export function allowedComponents(
  field: ContentTypeField,
  components: ComponentRegistry,
): RegistryComponent[] {
  return (field.componentIds ?? []).flatMap((id) => {
    const component = findComponent(components, id)
    return component ? [component] : []
  })
}

/** A fresh entry of a component: every field empty, a new `_key`. */
export function emptyEntry(
  component: RegistryComponent,
  components: ComponentRegistry,
  type?: string,
): EntryFormValue {
  return toEntryFormValue(component, {}, components, type)
}

/** An API entry (`{_key, _type?, ...fields}`) as the form holds it. */
export function toEntryFormValue(
  component: RegistryComponent,
  value: Readonly<Record<string, unknown>>,
  components: ComponentRegistry,
  type?: string,
): EntryFormValue {
  const key = value[ENTRY_KEY]
  return {
    key: typeof key === 'string' && ENTRY_KEY_PATTERN.test(key) ? key : newEntryKey(),
    ...(type === undefined ? {} : { type }),
    values: Object.fromEntries(
      component.fields.map((field) => [
        field.name,
        toFieldFormValue(field, value[field.name], components),
      ]),
    ),
  }
}

/** A component or blocks field's API value as the form holds it. */
export function toNestedFormValue(
  field: ContentTypeField,
  value: unknown,
  components: ComponentRegistry,
): FieldFormValue {
  if (field.type === 'blocks') {
    const list = Array.isArray(value) ? value.filter(isRecord) : []
    return list.map((block) => {
      const type = block[BLOCK_TYPE_KEY]
      const component = findComponent(components, typeof type === 'string' ? type : undefined)
      if (!component) {
        const key = block[ENTRY_KEY]
        return {
          key: typeof key === 'string' ? key : newEntryKey(),
          ...(typeof type === 'string' ? { type } : {}),
          values: {},
          raw: block,
        }
      }
      return toEntryFormValue(component, block, components, component.slug)
    })
  }
  const component = findComponent(components, field.componentId)
  // Without its component (not loaded by this form, or deleted) the value is kept as the API
  // sent it, and sent back so: a form that cannot show it must not empty it.
  if (!component) return isRecord(value) || Array.isArray(value) ? (value as FieldFormValue) : null
  if (field.repeatable) {
    return (Array.isArray(value) ? value.filter(isRecord) : []).map((entry) =>
      toEntryFormValue(component, entry, components),
    )
  }
  return toEntryFormValue(component, isRecord(value) ? value : {}, components)
}

/** One entry as the API takes it: `_key`, `_type` for blocks, then the fields by name. */
export function entryToApi(
  component: RegistryComponent,
  entry: EntryFormValue,
  components: ComponentRegistry,
): Record<string, unknown> {
  return {
    [ENTRY_KEY]: entry.key,
    ...(entry.type === undefined ? {} : { [BLOCK_TYPE_KEY]: entry.type }),
    ...Object.fromEntries(
      component.fields.map((field) => [
        field.name,
        toApiValue(field, entry.values[field.name] ?? toFieldFormValue(field, null), components),
      ]),
    ),
  }
}

/** A component or blocks field's form value as the API takes it. */
export function toNestedApiValue(
  field: ContentTypeField,
  value: FieldFormValue,
  components: ComponentRegistry,
): unknown {
  if (field.type === 'blocks') {
    return entriesOf(value).map((entry) => {
      const component = findComponent(components, entry.type)
      if (entry.raw) return { ...entry.raw, [ENTRY_KEY]: entry.key }
      if (!component) return { [ENTRY_KEY]: entry.key }
      return entryToApi(component, entry, components)
    })
  }
  const component = findComponent(components, field.componentId)
  if (!component) return value ?? null
  if (field.repeatable) {
    return entriesOf(value).map((entry) => entryToApi(component, entry, components))
  }
  if (!isEntry(value)) return value ?? null
  const data = entryToApi(component, value, components)
  // An optional component left blank is "not filled in", not an entry of empty fields.
  const blank = component.fields.every((inner) => isEmptyValue(inner.type, data[inner.name]))
  return blank && !field.required ? null : data
}

/** A copy of an entry under a new `_key`, for Duplicate. */
export function duplicateEntry(entry: EntryFormValue): EntryFormValue {
  return { ...entry, key: newEntryKey() }
}
