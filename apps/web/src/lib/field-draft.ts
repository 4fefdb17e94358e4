import { canBeFilterable, contentTypeMessages } from '@folio/schema'
import type {
  ContentTypeField,
  ContentTypeFieldInput,
  FieldType,
  RelationDeleteAction,
} from '@folio/schema'

/** One option of a select field as the options editor holds it. */
export interface OptionDraft {
  key: string
  value: string
  label: string
}

/**
 * One row of a field list (a content type's or a component's). `key` tells rows apart; `id` is
 * the server's, when saved. Every type's settings are kept while the type changes, so switching
 * back and forth loses nothing; only the current type's are sent.
 */
export interface FieldDraft {
  key: string
  id?: string
  name: string
  type: FieldType
  required: boolean
  description: string
  /** Reference fields: the type its items point to; null allows any type. */
  referenceTypeId: string | null
  /** Text, number and select fields: API filters on it are served by an index. */
  filterable: boolean
  /** Off: one value shared by every language, edited on the item only. */
  translatable: boolean
  /** Select fields: the choices, in display order. */
  options: OptionDraft[]
  /** Select fields: several values; media fields: a gallery. */
  multiple: boolean
  /** Relation fields: the types its items may be of; empty allows any type. */
  relationTypeIds: string[]
  onDelete: RelationDeleteAction
  /** Bounds of list-valued fields, as typed ('' = none). */
  min: string
  max: string
  /** JSON fields: the schema as typed ('' = none). */
  jsonSchema: string
  /** Component fields. */
  componentId: string
  repeatable: boolean
  /** Blocks fields: the components an entry may be, in palette order. */
  componentIds: string[]
  /**
   * Any field: plugin validators (`plugin/validator`), kept even when their plugin is not
   * running, so saving the type never drops one the admin did not untick.
   */
  validators: string[]
}

let rowCounter = 0
/** A key for a new row of any list the form edits (fields, options). */
export const nextKey = () => `row-${(rowCounter++).toString(36)}`

export const newOptionDraft = (): OptionDraft => ({ key: nextKey(), value: '', label: '' })

export const newFieldDraft = (): FieldDraft => ({
  key: nextKey(),
  name: '',
  type: 'text',
  required: false,
  description: '',
  referenceTypeId: null,
  filterable: false,
  translatable: true,
  options: [],
  multiple: false,
  relationTypeIds: [],
  onDelete: 'restrict',
  min: '',
  max: '',
  jsonSchema: '',
  componentId: '',
  repeatable: false,
  componentIds: [],
  validators: [],
})

export function fieldDraftFrom(field: ContentTypeField): FieldDraft {
  return {
    ...newFieldDraft(),
    id: field.id,
    name: field.name,
    type: field.type,
    required: field.required,
    description: field.description,
    referenceTypeId: field.referenceTypeId ?? null,
    filterable: field.filterable ?? false,
    translatable: field.translatable ?? true,
    options: (field.options ?? []).map((option) => ({ key: nextKey(), ...option })),
    multiple: field.multiple ?? false,
    relationTypeIds: field.relationTypeIds ?? [],
    onDelete: field.onDelete ?? 'restrict',
    min: field.min === undefined ? '' : String(field.min),
    max: field.max === undefined ? '' : String(field.max),
    jsonSchema: field.jsonSchema ? JSON.stringify(field.jsonSchema, null, 2) : '',
    componentId: field.componentId ?? '',
    repeatable: field.repeatable ?? false,
    componentIds: field.componentIds ?? [],
    validators: field.validators ?? [],
  }
}

/** Whether the field holds a list whose length `min` and `max` bound. */
export function hasBounds(field: Pick<FieldDraft, 'type' | 'multiple' | 'repeatable'>): boolean {
  switch (field.type) {
    case 'relation':
    case 'blocks':
      return true
    case 'media':
      return field.multiple
    case 'component':
      return field.repeatable
    default:
      return false
  }
}

/** A typed bound as the API wants it; text that is not a number goes as is, for its message. */
function bound(text: string): number | undefined {
  const trimmed = text.trim()
  return trimmed === '' ? undefined : Number(trimmed)
}

/** The JSON Schema as typed: nothing, an object, or why it is not one. */
export function parseJsonSchema(
  text: string,
): { ok: true; value: Record<string, unknown> | undefined } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return { ok: true, value: value as Record<string, unknown> }
    }
  } catch {
    // Reported below with the same message as a schema that is JSON but not an object.
  }
  return { ok: false, message: contentTypeMessages.jsonSchemaInvalid }
}

/** What the API receives for a row: the settings of its type only; saved fields keep their id. */
export function toFieldInput(field: FieldDraft): ContentTypeFieldInput {
  const bounds = hasBounds(field) ? { min: bound(field.min), max: bound(field.max) } : {}
  const schema = parseJsonSchema(field.jsonSchema)
  return {
    ...(field.id === undefined ? {} : { id: field.id }),
    name: field.name,
    type: field.type,
    required: field.required,
    description: field.description,
    ...(field.type === 'reference' ? { referenceTypeId: field.referenceTypeId } : {}),
    ...(field.type === 'select'
      ? {
          options: field.options.map(({ value, label }) => ({ value, label })),
          multiple: field.multiple,
        }
      : {}),
    ...(field.type === 'media' ? { multiple: field.multiple } : {}),
    ...(field.type === 'relation'
      ? { relationTypeIds: field.relationTypeIds, onDelete: field.onDelete }
      : {}),
    ...(field.type === 'json' && schema.ok && schema.value ? { jsonSchema: schema.value } : {}),
    ...(field.type === 'component'
      ? { componentId: field.componentId || undefined, repeatable: field.repeatable }
      : {}),
    ...(field.type === 'blocks' ? { componentIds: field.componentIds } : {}),
    ...Object.fromEntries(Object.entries(bounds).filter(([, value]) => value !== undefined)),
    ...(field.filterable && canBeFilterable(field.type) ? { filterable: true } : {}),
    ...(field.translatable ? {} : { translatable: false }),
    ...(field.validators.length > 0 ? { validators: field.validators } : {}),
  }
}

/** Problems the schema cannot see because the draft never sends them (a schema that is not JSON). */
export function fieldDraftProblems(fields: readonly FieldDraft[]): [string, string][] {
  return fields.flatMap((field, index): [string, string][] => {
    if (field.type !== 'json') return []
    const schema = parseJsonSchema(field.jsonSchema)
    return schema.ok ? [] : [[`fields.${index}.jsonSchema`, schema.message]]
  })
}
