import { BLOCK_TYPE_KEY, ENTRY_KEY, ENTRY_KEY_PATTERN, isEmptyValue } from '@folio/schema'
import type { ComponentRegistry, ContentTypeField } from '@folio/schema'

import {
  entriesOf,
  findComponent,
  isEntry,
  isRecord,
  newEntryKey,
  noComponents,
  type EntryFormValue,
  type RegistryComponent,
} from './components/blocks/entry-values'
import type { FieldFormValue } from './field-form-value'
import { isStructured, toStructuredApiValue, toStructuredFormValue } from './structured-values'

// A field's value between the API and the form, both ways. Component and blocks fields hold
// fields of their own, so the conversion recurses through their entries: it lives in one file.
// Without the components a field uses (by id), its value stays as it came.

/** Any stored value as text (values are JSON, so objects only arrive from bad data). */
export function valueAsText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return value === null || value === undefined ? '' : JSON.stringify(value)
}

/** An API value as the form's input holds it. */
export function toFieldFormValue(
  field: ContentTypeField,
  value: unknown,
  components: ComponentRegistry = noComponents,
): FieldFormValue {
  if (field.type === 'component' || field.type === 'blocks') {
    return toNestedFormValue(field, value, components)
  }
  // Select, relation, JSON and media: see structured-values.ts.
  if (isStructured(field)) return toStructuredFormValue(field, value)
  if (field.type === 'boolean') return value === true
  if (value === null || value === undefined) return ''
  if (field.type === 'array') {
    return Array.isArray(value) ? value.map(valueAsText).join(', ') : valueAsText(value)
  }
  // A date input shows days only; a stored date-time keeps its day.
  if (field.type === 'date' && typeof value === 'string') return value.slice(0, 10)
  return valueAsText(value)
}

/** The form's input as the API wants it: numbers as numbers, arrays as trimmed lists, empty as null. */
export function toApiValue(
  field: ContentTypeField,
  value: FieldFormValue,
  components: ComponentRegistry = noComponents,
): unknown {
  if (field.type === 'component' || field.type === 'blocks') {
    return toNestedApiValue(field, value, components)
  }
  if (isStructured(field)) return toStructuredApiValue(field, value)
  if (field.type === 'boolean') return value === true
  const text = typeof value === 'string' ? value : ''
  switch (field.type) {
    case 'number': {
      if (text.trim() === '') return null
      const parsed = Number(text)
      // Left as text so validation reports "must be a number" rather than sending nothing.
      return Number.isFinite(parsed) ? parsed : text
    }
    case 'array':
      return text
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0)
    case 'rich-text':
      return text
    default:
      return text.trim() === '' ? null : text.trim()
  }
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
