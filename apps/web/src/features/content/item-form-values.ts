import {
  buildItemDataSchema,
  contentItemInputSchema,
  contentItemMessages,
  DEFAULT_SCHEDULE_OFFSET_MS,
  formatFieldPath,
  itemSlugify,
  ITEM_SLUG_PATTERN,
} from '@folio/schema'
import type { ComponentRegistry, ContentItem, ContentStatus, ContentTypeField } from '@folio/schema'

import { noComponents } from './components/blocks/entry-values'
import { errorsWithin, isPathWithin } from './components/field-errors-context'
import type { FieldFormValue } from './field-form-value'
import { toApiValue, toFieldFormValue } from './field-values'
import { invalidJsonPaths } from './structured-values'

// Callers of the item form read a field's conversions from here too.
export type { FieldFormValue } from './field-form-value'
export { toApiValue, toFieldFormValue, valueAsText } from './field-values'

export interface ItemFormValues {
  title: string
  slug: string
  status: ContentStatus
  /** The date-time picker's local value (YYYY-MM-DDTHH:mm); '' unless scheduling. */
  scheduledFor: string
  data: Record<string, FieldFormValue>
}

/** What the form sends (`version` is added by the caller). */
export interface ItemPayload {
  title: string
  slug: string
  status: ContentStatus
  scheduledFor: string | null
  data: Record<string, unknown>
}

/**
 * Errors by path: 'title', 'slug', 'scheduledFor', 'data.<field name>' or a path inside a
 * field's value such as 'data.sections[3].cta.url' (see field-errors-context.tsx).
 */
export type ItemErrors = Record<string, string>

const pad = (value: number) => String(value).padStart(2, '0')

/** A moment as a datetime-local input value, in the viewer's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The picker's default: one hour ahead (spec section 9). */
export function defaultScheduleInput(now: number = Date.now()): string {
  return toLocalInput(new Date(now + DEFAULT_SCHEDULE_OFFSET_MS))
}

/** A datetime-local value (read as local time) as ISO, or null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

export function emptyFormValues(
  fields: readonly ContentTypeField[],
  components: ComponentRegistry = noComponents,
): ItemFormValues {
  return {
    title: '',
    slug: '',
    status: 'draft',
    scheduledFor: '',
    data: Object.fromEntries(
      fields.map((field) => [field.name, toFieldFormValue(field, null, components)]),
    ),
  }
}

type ItemSnapshot = Pick<ContentItem, 'title' | 'slug' | 'status' | 'scheduledFor' | 'data'>

/** An item loaded from the API as form values. */
export function toFormValues(
  item: ItemSnapshot,
  fields: readonly ContentTypeField[],
  components: ComponentRegistry = noComponents,
): ItemFormValues {
  return {
    title: item.title,
    slug: item.slug,
    status: item.status,
    scheduledFor:
      item.status === 'scheduled' && item.scheduledFor
        ? toLocalInput(new Date(item.scheduledFor))
        : '',
    data: Object.fromEntries(
      fields.map((field) => [
        field.name,
        toFieldFormValue(field, item.data[field.name], components),
      ]),
    ),
  }
}

/** The request body for form values; only scheduled items carry a time. */
export function toPayload(
  values: ItemFormValues,
  fields: readonly ContentTypeField[],
  components: ComponentRegistry = noComponents,
): ItemPayload {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    status: values.status,
    scheduledFor: values.status === 'scheduled' ? localInputToIso(values.scheduledFor) : null,
    data: Object.fromEntries(
      fields.map((field) => [
        field.name,
        toApiValue(field, values.data[field.name] ?? '', components),
      ]),
    ),
  }
}

/**
 * Checks the form as the server will (same schemas), in the form's order: title, slug, schedule,
 * then each field. `first` is the message the error notification shows.
 */
export function validateItem(
  values: ItemFormValues,
  fields: readonly ContentTypeField[],
  now: number = Date.now(),
  components: ComponentRegistry = noComponents,
): { errors: ItemErrors; first: string | null; payload: ItemPayload } {
  const payload = toPayload(values, fields, components)
  const errors: ItemErrors = {}
  const add = (path: string, message: string) => {
    errors[path] ??= message
  }

  const base = contentItemInputSchema.safeParse({ ...payload, scheduledFor: null })
  if (!base.success) {
    for (const issue of base.error.issues) add(String(issue.path[0] ?? 'title'), issue.message)
  }
  if (payload.slug && !ITEM_SLUG_PATTERN.test(payload.slug))
    add('slug', contentItemMessages.slugFormat)
  if (!payload.slug && payload.title && !itemSlugify(payload.title)) {
    add('slug', contentItemMessages.slugUnderivable)
  }
  if (payload.status === 'scheduled') {
    const at = payload.scheduledFor ? Date.parse(payload.scheduledFor) : Number.NaN
    if (!(at > now)) add('scheduledFor', contentItemMessages.scheduleInFuture)
  }
  // JSON that does not parse is never sent: its message says where it breaks.
  for (const [path, message] of invalidJsonPaths(payload.data)) add(path, message)
  // Fields whose components are not loaded are left to the server to check.
  const checkable = fields.filter((field) => componentsKnown(field, components))
  const data = buildItemDataSchema(checkable, components).safeParse(
    Object.fromEntries(checkable.map((field) => [field.name, payload.data[field.name]])),
  )
  if (!data.success) {
    for (const issue of data.error.issues) add(`data.${formatFieldPath(issue.path)}`, issue.message)
  }

  const firstPath = firstErrorPath(errors, fields)
  return { errors, first: firstPath ? (errors[firstPath] ?? null) : null, payload }
}

function componentsKnown(field: ContentTypeField, components: ComponentRegistry): boolean {
  if (field.type === 'component') return components.has(field.componentId ?? '')
  if (field.type === 'blocks') return (field.componentIds ?? []).every((id) => components.has(id))
  return true
}

/**
 * The error the form shows first: in the form's order, title down to the last field; inside a
 * field, the first one reported.
 */
export function firstErrorPath(errors: ItemErrors, fields: readonly ContentTypeField[]) {
  const order = ['title', 'slug', 'scheduledFor', ...fields.map((field) => `data.${field.name}`)]
  for (const prefix of order) {
    const found = Object.keys(errors).find((path) => isPathWithin(path, prefix))
    if (found) return found
  }
  return Object.keys(errors)[0] ?? null
}

/** The id of the input an error belongs to (the field's own for nested paths), to move focus there. */
export function errorInputId(path: string, fields: readonly ContentTypeField[]): string {
  if (path === 'title' || path === 'slug') return `item-${path}`
  if (path === 'scheduledFor') return 'item-scheduled-for'
  const index = fields.findIndex((field) => isPathWithin(path, `data.${field.name}`))
  return index >= 0 ? `item-field-${index}` : 'item-title'
}

/**
 * The error a field's own input shows: its own, or for fields without nested inputs the first
 * one inside its value (`data.Related[2]` belongs to the relation input).
 */
export function fieldError(errors: ItemErrors, field: ContentTypeField): string | undefined {
  const path = `data.${field.name}`
  if (errors[path] !== undefined) return errors[path]
  if (field.type === 'component' || field.type === 'blocks') return undefined
  return errorsWithin(errors, path)[0]?.[1]
}

/** Server error details (`data.Body`, `title`, …) as form errors. */
export function errorsFromDetails(details: { path: string; message: string }[]): ItemErrors {
  const errors: ItemErrors = {}
  for (const detail of details) errors[detail.path] ??= detail.message
  return errors
}
