import {
  CONTENT_TITLE_MAX,
  contentItemMessages,
  type ContentType,
  type ContentTypeField,
} from '@folio/schema'

import { invalidContentItem } from './content-errors.js'

/** The text field that is the type's items' title, if the type has one. */
export function titleFieldOf(type: Pick<ContentType, 'titleField' | 'fields'>) {
  if (!type.titleField) return undefined
  return type.fields.find(
    (field): field is ContentTypeField => field.name === type.titleField && field.type === 'text',
  )
}

/**
 * The title a save stores, and its data with the title field holding that same title. A type
 * with a title field lets a write give either: `title` wins when given, else the field's value.
 * Neither is 'Title is required'.
 */
export function resolveItemTitle(
  type: Pick<ContentType, 'titleField' | 'fields'>,
  title: string | undefined,
  data: Record<string, unknown>,
): { title: string; data: Record<string, unknown> } {
  const given = title?.trim() ?? ''
  const field = titleFieldOf(type)
  if (!field) {
    if (!given) throw titleRequired()
    return { title: given, data }
  }
  const fromField = typeof data[field.name] === 'string' ? (data[field.name] as string).trim() : ''
  const resolved = given || fromField
  if (!resolved) throw titleRequired()
  if (resolved.length > CONTENT_TITLE_MAX) {
    const message = `${field.name} is the title: at most ${CONTENT_TITLE_MAX} characters`
    throw invalidContentItem([{ path: `data.${field.name}`, message }])
  }
  return { title: resolved, data: { ...data, [field.name]: resolved } }
}

function titleRequired() {
  return invalidContentItem([{ path: 'title', message: contentItemMessages.titleRequired }])
}
