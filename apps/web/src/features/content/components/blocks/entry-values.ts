import type { ComponentRegistry, ContentTypeField } from '@folio/schema'

import type { FieldFormValue } from '../../field-form-value'

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

export function isRecord(value: unknown): value is Record<string, unknown> {
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

/** A copy of an entry under a new `_key`, for Duplicate. */
export function duplicateEntry(entry: EntryFormValue): EntryFormValue {
  return { ...entry, key: newEntryKey() }
}
