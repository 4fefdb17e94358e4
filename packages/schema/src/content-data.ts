import { z } from 'zod'

import {
  ARRAY_MAX_ENTRIES,
  fieldRequiredMessage,
  RICH_TEXT_MAX,
  TEXT_MAX,
} from './content-items.js'
import type { ContentTypeField, FieldType } from './content-types.js'
import { withoutPrototype } from './input-safety.js'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i
const LOCAL_PATH = /^\/(?!\/)[^\s]*$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True when rich text holds no words and no image (an editor left empty yields `<p></p>`). */
export function isRichTextEmpty(html: string): boolean {
  if (/<img\b/i.test(html)) return false
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim()
  return text.length === 0
}

/** Whether a value counts as "not filled in" for a field of this type. */
export function isEmptyValue(type: FieldType, value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') {
    return type === 'rich-text' ? isRichTextEmpty(value) : value.trim() === ''
  }
  if (Array.isArray(value)) {
    return value.every((entry) => typeof entry === 'string' && entry.trim() === '')
  }
  return false
}

/** True for an http(s) URL, a path on this server (`/uploads/...`), or a media id. */
export function isImageReference(value: string): boolean {
  return UUID.test(value) || HTTP_URL.test(value) || LOCAL_PATH.test(value)
}

/** True for `YYYY-MM-DD` or an ISO 8601 date-time with offset, and a real calendar date. */
export function isIsoDate(value: string): boolean {
  const dateOnly = ISO_DATE.test(value)
  const dateTime = z.iso.datetime({ offset: true }).safeParse(value).success
  if (!dateOnly && !dateTime) return false
  const parsed = new Date(dateOnly ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(parsed.getTime())) return false
  // `2025-02-30` parses to March 2nd; a real date round-trips to the same day.
  return !dateOnly || parsed.toISOString().slice(0, 10) === value
}

/** The schema of one filled-in value of a field, by type; messages name the field. */
function valueSchema(field: ContentTypeField): z.ZodType<unknown> {
  const name = field.name
  switch (field.type) {
    case 'text':
      return z
        .string({ error: `${name} must be text` })
        .trim()
        .max(TEXT_MAX, { error: `${name} is too long (at most ${TEXT_MAX} characters)` })
    case 'rich-text':
      return z
        .string({ error: `${name} must be HTML text` })
        .max(RICH_TEXT_MAX, { error: `${name} is too long (at most ${RICH_TEXT_MAX} characters)` })
    case 'number':
      return z.number({ error: `${name} must be a number` }).refine(Number.isFinite, {
        error: `${name} must be a number`,
      })
    case 'date':
      return z
        .string({ error: `${name} must be a date (YYYY-MM-DD or ISO 8601)` })
        .trim()
        .refine(isIsoDate, { error: `${name} must be a date (YYYY-MM-DD or ISO 8601)` })
    case 'boolean':
      return z.boolean({ error: `${name} must be true or false` })
    case 'image':
      return z
        .string({ error: `${name} must be an image URL or media id` })
        .trim()
        .max(2000)
        .refine(isImageReference, { error: `${name} must be an image URL or media id` })
    case 'reference':
      return z
        .string({ error: `${name} must be the id of a content item` })
        .trim()
        .max(200, { error: `${name} must be the id of a content item` })
    case 'array':
      return z
        .array(z.string({ error: `${name} must be a list of text values` }), {
          error: `${name} must be a list of text values`,
        })
        .max(ARRAY_MAX_ENTRIES, { error: `${name} has more than ${ARRAY_MAX_ENTRIES} entries` })
        .transform((entries) =>
          entries.map((entry) => entry.trim()).filter((entry) => entry.length > 0),
        )
  }
}

function fieldSchema(field: ContentTypeField) {
  const filled = valueSchema(field)
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (isEmptyValue(field.type, value)) {
        if (field.required)
          ctx.addIssue({ code: 'custom', message: fieldRequiredMessage(field.name) })
        return null
      }
      const result = filled.safeParse(value)
      if (result.success) return result.data
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
      }
      return z.NEVER
    })
}

/**
 * The "content type -> zod" builder: validates an item's `data` (keyed by field name) against
 * the type's fields, in field order. Every field comes out present: empty values become null,
 * arrays are trimmed lists, numbers stay numbers. Unknown names are refused. Reference targets
 * and rich-text sanitising are the server's part, since they need the database and an HTML parser.
 */
export function buildItemDataSchema(fields: readonly ContentTypeField[]) {
  const shape = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]))
  const data = z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : undefined,
  })
  // Read without a prototype: a field named `constructor` that was left out is empty, not
  // the function every object inherits.
  return z.preprocess((value) => (isRecord(value) ? withoutPrototype(value) : value), data)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Parsed, normalised item data keyed by field name. */
export type ItemData = Record<string, unknown>
