import type { FieldErrors } from '@/lib/field-errors'

/** How one setting is edited: the JSON Schema types a plugin's settings may use. */
export type SettingKind = 'text' | 'number' | 'integer' | 'boolean' | 'select'

export interface SettingField {
  key: string
  kind: SettingKind
  label: string
  description: string | null
  required: boolean
  /** The choices of an `enum`, in the schema's order. */
  options: readonly (string | number | boolean)[]
  minimum: number | null
  maximum: number | null
  default: unknown
}

/** What the form holds per setting: the text of an input or select, or a checkbox's state. */
export type SettingsDraft = Record<string, string | boolean>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null)

function kindOf(property: Record<string, unknown>): SettingKind | null {
  if (Array.isArray(property.enum) && property.enum.length > 0) return 'select'
  switch (property.type) {
    case 'string':
      return 'text'
    case 'number':
      return 'number'
    case 'integer':
      return 'integer'
    case 'boolean':
      return 'boolean'
    default:
      return null
  }
}

/**
 * The editable settings a plugin's JSON Schema describes, in its order. Properties of other
 * types (objects, lists) have no input here; their saved values are kept as they are.
 */
export function settingFields(schema: Record<string, unknown> | null): SettingField[] {
  if (!schema || !isRecord(schema.properties)) return []
  const required = Array.isArray(schema.required) ? schema.required : []
  return Object.entries(schema.properties).flatMap(([key, property]): SettingField[] => {
    if (!isRecord(property)) return []
    const kind = kindOf(property)
    if (!kind) return []
    return [
      {
        key,
        kind,
        label: typeof property.title === 'string' && property.title ? property.title : key,
        description: typeof property.description === 'string' ? property.description : null,
        required: required.includes(key),
        options: kind === 'select' ? (property.enum as SettingField['options']) : [],
        minimum: numberOrNull(property.minimum),
        maximum: numberOrNull(property.maximum),
        default: property.default,
      },
    ]
  })
}

/** The form's starting values: what is saved, else the schema's default, else empty. */
export function draftOf(
  fields: readonly SettingField[],
  settings: Record<string, unknown>,
): SettingsDraft {
  const draft: SettingsDraft = {}
  for (const field of fields) {
    const value = settings[field.key] ?? field.default
    if (field.kind === 'boolean') draft[field.key] = value === true
    else
      draft[field.key] =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : ''
  }
  return draft
}

function numberError(field: SettingField, value: number): string | null {
  if (Number.isNaN(value)) return 'Enter a number'
  if (field.kind === 'integer' && !Number.isInteger(value)) return 'Enter a whole number'
  if (field.minimum !== null && value < field.minimum) return `Must be at least ${field.minimum}`
  if (field.maximum !== null && value > field.maximum) return `Must be at most ${field.maximum}`
  return null
}

/**
 * The settings to send: the saved ones (so values without an input here survive) with the
 * form's values over them. An empty input is left out, so the plugin falls back to its default;
 * numbers that are not numbers, or out of range, come back as errors instead.
 */
export function settingsFromDraft(
  fields: readonly SettingField[],
  draft: SettingsDraft,
  saved: Record<string, unknown>,
): { settings: Record<string, unknown>; errors: FieldErrors } {
  const settings: Record<string, unknown> = { ...saved }
  const errors: FieldErrors = {}
  for (const field of fields) {
    const value = draft[field.key]
    if (typeof value === 'boolean') {
      settings[field.key] = value
      continue
    }
    const text = (value ?? '').trim()
    if (text === '') {
      delete settings[field.key]
      continue
    }
    if (field.kind === 'select') {
      settings[field.key] = field.options.find((option) => String(option) === text) ?? text
    } else if (field.kind === 'number' || field.kind === 'integer') {
      const number = Number(text)
      const error = numberError(field, number)
      if (error) errors[field.key] = error
      else settings[field.key] = number
    } else {
      settings[field.key] = value
    }
  }
  return { settings, errors }
}
