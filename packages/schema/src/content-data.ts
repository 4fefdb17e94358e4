import { z } from 'zod'

import type { ComponentRegistry } from './components.js'
import {
  ARRAY_MAX_ENTRIES,
  fieldRequiredMessage,
  RICH_TEXT_MAX,
  TEXT_MAX,
} from './content-items.js'
import {
  BLOCK_TYPE_KEY,
  BLOCKS_MAX_ENTRIES,
  COMPONENT_DEPTH_MAX,
  ENTRY_KEY,
  JSON_VALUE_MAX,
  MEDIA_MAX_ENTRIES,
  RELATION_MAX_ENTRIES,
  REPEATABLE_MAX_ENTRIES,
  type ContentTypeField,
  type FieldType,
} from './content-types.js'
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
  // Any JSON value is content, an empty list or string included.
  if (type === 'json') return false
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

/** A component entry's `_key`: short, URL- and selector-safe. */
export const ENTRY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,40}$/

/**
 * An issue path as people read it: `sections[3].cta.url`. The server prefixes `data.`; the
 * editor finds the field by the same string.
 */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('')
}

/** What the builder needs besides the fields: the components they use, and how deep we are. */
interface BuildContext {
  components: ComponentRegistry
  /** 0 for a content type's own fields, 1 inside a component of it, and so on. */
  depth: number
}

/** A list field's bounds: `min` and `max` from the field, within the type's hard ceiling. */
function bounded<T extends z.ZodType<unknown>>(
  entry: T,
  field: ContentTypeField,
  ceiling: number,
  noun: string,
) {
  const max = Math.min(field.max ?? ceiling, ceiling)
  const min = field.min ?? 0
  const listMessage = `${field.name} must be a list of ${noun}`
  return z
    .array(entry, { error: listMessage })
    .max(max, { error: `${field.name} has more than ${max} ${noun}` })
    .refine((list) => list.length >= min, {
      error: `${field.name} needs at least ${min} ${noun}`,
    })
}

/** An id, or an object carrying one (what a read returned, sent back as it came). */
function idOf(message: string, check: (id: string) => boolean = () => true) {
  return z
    .union([z.string(), z.looseObject({ id: z.string() }).transform((value) => value.id)], {
      error: message,
    })
    .transform((id) => id.trim())
    .refine((id) => id.length > 0 && id.length <= 200 && check(id), { error: message })
}

function unique<T>(list: readonly T[]): T[] {
  return [...new Set(list)]
}

function isJsonValue(value: unknown, depth = 0): boolean {
  if (depth > 64) return false
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every((entry) => isJsonValue(entry, depth + 1))
  if (isRecord(value)) return Object.values(value).every((entry) => isJsonValue(entry, depth + 1))
  return false
}

/**
 * One entry of a component (a component field's value, one of a repeatable list, or a block
 * without its `_type`): the component's fields by name, and an optional `_key`.
 */
function entrySchema(
  fields: readonly ContentTypeField[],
  context: BuildContext,
  label: string,
): z.ZodType<Record<string, unknown>> {
  if (context.depth > COMPONENT_DEPTH_MAX) {
    return z.unknown().transform((_value, ctx) => {
      ctx.addIssue({
        code: 'custom',
        message: `${label} is nested past the depth limit (${COMPONENT_DEPTH_MAX} levels)`,
      })
      return z.NEVER
    })
  }
  const shape = {
    [ENTRY_KEY]: z
      .string()
      .regex(ENTRY_KEY_PATTERN, { error: `${ENTRY_KEY} must be 1 to 40 letters, digits, - or _` })
      .optional(),
    ...fieldsShape(fields, context),
  }
  const entry = z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type'
          ? `${label} must be an object of its fields`
          : undefined,
  })
  return z.preprocess((value) => (isRecord(value) ? withoutPrototype(value) : value), entry)
}

function componentValue(field: ContentTypeField, context: BuildContext) {
  const component = field.componentId ? context.components.get(field.componentId) : undefined
  if (!component) return missing(`${field.name} uses a component that no longer exists`)
  const entry = entrySchema(component.fields, { ...context, depth: context.depth + 1 }, field.name)
  return field.repeatable ? bounded(entry, field, REPEATABLE_MAX_ENTRIES, 'entries') : entry
}

function blocksValue(field: ContentTypeField, context: BuildContext) {
  const allowed = (field.componentIds ?? []).flatMap((id) => {
    const component = context.components.get(id)
    return component ? [component] : []
  })
  const inner = { ...context, depth: context.depth + 1 }
  const block = z.unknown().transform((value, ctx) => {
    if (!isRecord(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `Each block must be an object with a ${BLOCK_TYPE_KEY}`,
      })
      return z.NEVER
    }
    const { [BLOCK_TYPE_KEY]: type, ...rest } = withoutPrototype(value)
    const component = allowed.find((c) => c.slug === type || c.id === type)
    if (!component) {
      ctx.addIssue({
        code: 'custom',
        path: [BLOCK_TYPE_KEY],
        message:
          typeof type === 'string' && type !== ''
            ? `Unknown block type "${type}" (allowed: ${allowed.map((c) => c.slug).join(', ')})`
            : `Each block needs a ${BLOCK_TYPE_KEY}: one of ${allowed.map((c) => c.slug).join(', ')}`,
      })
      return z.NEVER
    }
    const result = entrySchema(component.fields, inner, component.name).safeParse(rest)
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
      }
      return z.NEVER
    }
    const { [ENTRY_KEY]: key, ...data } = result.data
    return {
      ...(key === undefined ? {} : { [ENTRY_KEY]: key }),
      [BLOCK_TYPE_KEY]: component.slug,
      ...data,
    }
  })
  return bounded(block, field, BLOCKS_MAX_ENTRIES, 'blocks')
}

/** A schema that refuses any value with one message (a field whose setup is broken). */
function missing(message: string) {
  return z.unknown().transform((_value, ctx) => {
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  })
}

/** The schema of one filled-in value of a field, by type; messages name the field. */
function valueSchema(field: ContentTypeField, context: BuildContext): z.ZodType<unknown> {
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
    case 'select': {
      const values = (field.options ?? []).map((option) => option.value)
      const message = `${name} must be one of: ${values.join(', ')}`
      const one = z.string({ error: message }).refine((value) => values.includes(value), {
        error: message,
      })
      return field.multiple
        ? z.array(one, { error: `${name} must be a list of its options` }).transform(unique)
        : one
    }
    case 'relation':
      return bounded(
        idOf(`${name} must be a list of content item ids`),
        field,
        RELATION_MAX_ENTRIES,
        'items',
      ).transform(unique)
    case 'json':
      return z
        .unknown()
        .refine(isJsonValue, { error: `${name} must be a JSON value` })
        .refine((value) => JSON.stringify(value).length <= JSON_VALUE_MAX, {
          error: `${name} is too large (at most ${JSON_VALUE_MAX} characters of JSON)`,
        })
    case 'media': {
      const one = idOf(`${name} must be a media id`, (id) => UUID.test(id))
      return field.multiple
        ? bounded(one, field, MEDIA_MAX_ENTRIES, 'media items').transform(unique)
        : one
    }
    case 'component':
      return componentValue(field, context)
    case 'blocks':
      return blocksValue(field, context)
  }
}

function fieldsShape(fields: readonly ContentTypeField[], context: BuildContext) {
  return Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, context)]))
}

function fieldSchema(field: ContentTypeField, context: BuildContext) {
  // Built when first used: a component's schema is only made for data that holds one.
  const filled = z.lazy(() => valueSchema(field, context))
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
 * arrays are trimmed lists, numbers stay numbers. Unknown names are refused. Components and
 * blocks are checked field by field with the same rules, as deep as COMPONENT_DEPTH_MAX;
 * blocks come out with `_type` as the component's slug, relations and media as lists of ids.
 * Reference and relation targets, media existence, JSON Schemas and rich-text sanitising are
 * the server's part, since they need the database and an HTML parser.
 */
export function buildItemDataSchema(
  fields: readonly ContentTypeField[],
  components: ComponentRegistry = new Map(),
) {
  const shape = fieldsShape(fields, { components, depth: 0 })
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
