import type { ContentTypeField, MediaItem } from '@folio/schema'

import { jsonParseError } from './json-parse-error'

/**
 * Select, relation, JSON and media values between the API and the form. The form keeps a
 * select's choice as text (a list when several), a relation as ids in order, JSON as the text
 * being typed and media as the file objects reads return, so thumbnails show without a lookup.
 */

/** A media file as reads return it inside item data (management and delivery alike). */
export interface MediaValue {
  id: string
  url: string
  alt: string
  width: number | null
  height: number | null
  mimeType: string
  fileName: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const size = (value: unknown) => (typeof value === 'number' ? value : null)

/** A read's media object (or a bare id, from older data) as the form holds it. */
export function toMediaValue(value: unknown): MediaValue | null {
  if (typeof value === 'string' && value.trim()) {
    return {
      id: value,
      url: '',
      alt: '',
      width: null,
      height: null,
      mimeType: '',
      fileName: value,
    }
  }
  if (!isRecord(value) || typeof value.id !== 'string') return null
  return {
    id: value.id,
    url: text(value.url),
    alt: text(value.alt),
    width: size(value.width),
    height: size(value.height),
    mimeType: text(value.mimeType),
    fileName: text(value.fileName) || value.id,
  }
}

/** A file chosen in the media picker, in the shape reads return. */
export function mediaValueFromItem(item: MediaItem): MediaValue {
  return {
    id: item.id,
    url: item.url || item.path,
    alt: item.altText,
    width: item.width,
    height: item.height,
    mimeType: item.mimeType,
    fileName: item.name,
  }
}

/** The media files of a form value, in order. */
export function mediaListOf(value: unknown): MediaValue[] {
  const list = Array.isArray(value) ? value : value === null || value === '' ? [] : [value]
  return list.flatMap((entry: unknown) => {
    const media = toMediaValue(entry)
    return media ? [media] : []
  })
}

/** Ids of a list of ids or `{id}` objects (an expanded relation read), in order, once each. */
export function idListOf(value: unknown): string[] {
  const list: unknown[] = Array.isArray(value) ? value : []
  const ids = list.flatMap((entry) => {
    if (typeof entry === 'string' && entry.trim()) return [entry]
    if (isRecord(entry) && typeof entry.id === 'string') return [entry.id]
    return []
  })
  return [...new Set(ids)]
}

/** A select's chosen values as a list (one or none for a single select). */
export function selectedValues(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((entry): entry is string => typeof entry === 'string')
  return typeof value === 'string' && value !== '' ? [value] : []
}

/**
 * JSON text that does not parse, in place of the value on its way to the API: the form refuses
 * to send it and names where it breaks.
 */
export class InvalidJsonText {
  constructor(
    readonly fieldName: string,
    readonly message: string,
  ) {}
}

export type StructuredFieldType = 'select' | 'relation' | 'json' | 'media'

export function isStructured(field: ContentTypeField): field is ContentTypeField & {
  type: StructuredFieldType
} {
  return ['select', 'relation', 'json', 'media'].includes(field.type)
}

/** An API value of a select, relation, JSON or media field as the form holds it. */
export function toStructuredFormValue(
  field: ContentTypeField,
  value: unknown,
): string | readonly unknown[] {
  switch (field.type) {
    case 'select':
      return field.multiple ? selectedValues(value) : (selectedValues(value)[0] ?? '')
    case 'relation':
      return idListOf(value)
    case 'json':
      return value === null || value === undefined ? '' : JSON.stringify(value, null, 2)
    default:
      return mediaListOf(value)
  }
}

/** The form's select, relation, JSON or media value as the API takes it; empty is null. */
export function toStructuredApiValue(field: ContentTypeField, value: unknown): unknown {
  switch (field.type) {
    case 'select': {
      const values = selectedValues(value)
      if (field.multiple) return values.length ? values : null
      return values[0] ?? null
    }
    case 'relation': {
      const ids = idListOf(value)
      return ids.length ? ids : null
    }
    case 'json': {
      const source = typeof value === 'string' ? value : ''
      if (source.trim() === '') return null
      const problem = jsonParseError(source)
      if (!problem) return JSON.parse(source) as unknown
      return new InvalidJsonText(
        field.name,
        `${field.name} is not valid JSON: ${problem.message} (line ${problem.line}, column ${problem.column})`,
      )
    }
    default: {
      const ids = mediaListOf(value).map((media) => media.id)
      if (field.multiple) return ids.length ? ids : null
      return ids[0] ?? null
    }
  }
}

/** Where JSON text that does not parse sits in a payload's data, as error paths. */
export function invalidJsonPaths(value: unknown, path = 'data'): [string, string][] {
  if (value instanceof InvalidJsonText) return [[path, value.message]]
  if (Array.isArray(value)) {
    return value.flatMap((entry, index) => invalidJsonPaths(entry, `${path}[${index}]`))
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, entry]) =>
      invalidJsonPaths(entry, `${path}.${key}`),
    )
  }
  return []
}
