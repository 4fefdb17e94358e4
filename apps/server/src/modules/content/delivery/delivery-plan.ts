import {
  contentStatuses,
  deliveryCursorMessages,
  isIsoDate,
  ownValue,
  type ContentTypeField,
  type CursorValue,
  type DeliveryQuery,
  type FieldType,
  type DeliveryFilter,
  type DeliverySort,
  type FilterOperator,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { ContentItemFilter } from '../content.repository.js'

/**
 * Checks a parsed delivery query against the content type and turns it into a plan the
 * repository can compile: every field resolved to a column or a data field id, every value
 * parsed for its type. Anything that does not fit is a 400 naming the culprit.
 *
 * Field names: top-level attributes by name (`title`, `publishedAt`, ...), data fields always
 * as `data.<name>`. A bare data field name is refused (with a hint), so a future top-level
 * attribute can never change what an existing query means.
 */

export type FieldKind = FieldType | 'status'

export type TopColumn =
  | 'id'
  | 'title'
  | 'slug'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'published_at'
  | 'scheduled_for'
  | 'version'

export type Target =
  | { name: string; kind: FieldKind; column: TopColumn; nullable: boolean }
  | { name: string; kind: FieldKind; fieldId: string; nullable: true; field: ContentTypeField }

const topLevel: Record<string, { column: TopColumn; kind: FieldKind; nullable: boolean }> = {
  id: { column: 'id', kind: 'text', nullable: false },
  title: { column: 'title', kind: 'text', nullable: false },
  slug: { column: 'slug', kind: 'text', nullable: false },
  status: { column: 'status', kind: 'status', nullable: false },
  createdAt: { column: 'created_at', kind: 'date', nullable: false },
  updatedAt: { column: 'updated_at', kind: 'date', nullable: false },
  publishedAt: { column: 'published_at', kind: 'date', nullable: true },
  scheduledFor: { column: 'scheduled_for', kind: 'date', nullable: true },
  version: { column: 'version', kind: 'number', nullable: false },
}

/** Which operators make sense for each kind of field. */
const operatorsFor: Record<FieldKind, readonly FilterOperator[]> = {
  text: ['eq', 'ne', 'in', 'nin', 'contains', 'exists'],
  'rich-text': ['contains', 'exists'],
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'exists'],
  date: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'exists'],
  boolean: ['eq', 'ne', 'exists'],
  reference: ['eq', 'ne', 'in', 'nin', 'exists'],
  array: ['contains', 'exists'],
  image: ['exists'],
  select: ['eq', 'ne', 'in', 'nin', 'exists'],
  relation: ['contains', 'exists'],
  json: ['exists'],
  media: ['exists'],
  component: ['exists'],
  blocks: ['exists'],
  status: ['eq', 'ne', 'in', 'nin'],
}

/** The filter operators the delivery API accepts on a kind of field (GraphQL's inputs too). */
export function filterOperatorsOfKind(kind: FieldKind): readonly FilterOperator[] {
  return operatorsFor[kind]
}

const unsortable: readonly FieldKind[] = [
  'rich-text',
  'array',
  'image',
  'relation',
  'json',
  'media',
  'component',
  'blocks',
]

/** Attributes `fields=` may pick besides `data.<name>`. */
export const selectableAttributes = [
  'id',
  'contentTypeId',
  'title',
  'slug',
  'status',
  'data',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'scheduledFor',
  'createdBy',
  'updatedBy',
  'version',
  'locale',
  'locales',
] as const

export type PlanValue = string | number | boolean
export interface PlanFilter {
  target: Target
  op: FilterOperator
  value: PlanValue | PlanValue[]
}
export interface PlanSort {
  target: Target
  direction: 'asc' | 'desc'
}
/** A cursor's position, its values checked against the sort keys they are compared with. */
export interface PlanKeyset {
  direction: 'after' | 'before'
  values: CursorValue[]
  id: string
}

function invalid(message: string, path: string): never {
  throw new AppError('validation_failed', message, [{ path, message }])
}

/** Resolves `title` or `data.price`; `where` says which part of the query named it. */
export function resolveField(
  fields: readonly ContentTypeField[],
  name: string,
  where: string,
): Target {
  const top = ownValue(topLevel, name)
  if (top) return { name, ...top }
  if (name.startsWith('data.')) {
    const field = fields.find((f) => f.name === name.slice('data.'.length))
    if (field) return { name, kind: field.type, fieldId: field.id, nullable: true, field }
  } else if (fields.some((f) => f.name === name)) {
    invalid(`Unknown field in ${where}: ${name} (data fields are written data.${name})`, where)
  }
  return invalid(`Unknown field in ${where}: ${name}`, where)
}

const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/

function parseValue(target: Target, raw: string, key: string): PlanValue {
  const text = raw.trim()
  switch (target.kind) {
    case 'number':
      if (!NUMBER.test(text)) {
        invalid(`${key} must be a number, got "${raw}"`, key)
      }
      return Number(text)
    case 'date':
      if (!isIsoDate(text))
        invalid(`${key} must be a date (YYYY-MM-DD or ISO 8601), got "${raw}"`, key)
      // Stored timestamps are UTC ISO strings; a bare date means midnight UTC.
      return new Date(text.length === 10 ? `${text}T00:00:00Z` : text).toISOString()
    case 'boolean':
      if (text !== 'true' && text !== 'false')
        invalid(`${key} must be true or false, got "${raw}"`, key)
      return text
    case 'status':
      if (!(contentStatuses as readonly string[]).includes(text)) {
        invalid(`${key} must be one of: ${contentStatuses.join(', ')}`, key)
      }
      return text
    case 'select': {
      // A value no option has can match nothing: surely a typo.
      const values = 'field' in target ? (target.field.options ?? []).map((o) => o.value) : []
      if (!values.includes(raw)) invalid(`${key} must be one of: ${values.join(', ')}`, key)
      return raw
    }
    default:
      return raw
  }
}

/** Whether a data field holds a list of values (filters then ask for one entry). */
export function holdsList(target: Target): boolean {
  if (!('field' in target)) return false
  const { field } = target
  return (
    field.type === 'relation' ||
    field.type === 'blocks' ||
    (field.type === 'select' && field.multiple === true) ||
    (field.type === 'media' && field.multiple === true) ||
    (field.type === 'component' && field.repeatable === true)
  )
}

/** A select with several values is asked whether it holds one: `contains`. */
function operatorsOf(target: Target): readonly FilterOperator[] {
  if (target.kind === 'select' && holdsList(target)) return ['contains', 'exists']
  return operatorsFor[target.kind]
}

function kindLabel(target: Target): string {
  return target.kind === 'select' && holdsList(target) ? 'select, multiple' : target.kind
}

export function planFilter(
  fields: readonly ContentTypeField[],
  filter: DeliveryFilter,
): PlanFilter {
  const key =
    filter.op === 'eq' ? `filter[${filter.field}]` : `filter[${filter.field}][${filter.op}]`
  const target = resolveField(fields, filter.field, 'filter')
  const operators = operatorsOf(target)
  if (!operators.includes(filter.op)) {
    invalid(
      `Operator "${filter.op}" does not apply to ${filter.field} (${kindLabel(target)}); use one of: ${operators.join(', ')}`,
      key,
    )
  }
  if (filter.op === 'exists') return { target, op: 'exists', value: filter.value }
  if (filter.op === 'in' || filter.op === 'nin') {
    return { target, op: filter.op, value: filter.value.map((v) => parseValue(target, v, key)) }
  }
  return { target, op: filter.op, value: parseValue(target, filter.value as string, key) }
}

export function planSort(fields: readonly ContentTypeField[], sort: DeliverySort): PlanSort {
  const target = resolveField(fields, sort.field, 'sort')
  if (unsortable.includes(target.kind) || holdsList(target))
    invalid(`Cannot sort by ${sort.field} (${kindLabel(target)})`, 'sort')
  return { target, direction: sort.direction }
}

/** Whether a cursor value can stand where this sort key's values are compared. */
function fitsSortKey(target: Target, value: CursorValue): boolean {
  if (value === null) return target.nullable
  if (target.kind === 'number') return typeof value === 'number' || NUMBER.test(value)
  if (typeof value !== 'string') return false
  // A data date is kept as written and read by the database as an instant: only real dates.
  return 'column' in target || target.kind !== 'date' || isIsoDate(value)
}

/**
 * `after=` / `before=`: the cursor was made for this sort (the parser checked its text), but
 * it comes from the client, so each value must still fit its key: the database would refuse a
 * word compared with a number (a 500) rather than answer.
 */
export function planKeyset(
  sort: readonly PlanSort[],
  cursor: NonNullable<DeliveryQuery['cursor']>,
): PlanKeyset {
  const { direction, position } = cursor
  if (!sort.every(({ target }, i) => fitsSortKey(target, position.values[i] ?? null))) {
    invalid(deliveryCursorMessages.malformed(direction), direction)
  }
  return { direction, values: position.values, id: position.id }
}

/** The fields `q=` searches besides the title: text, rich text, components and blocks. */
export function searchableFieldIds(fields: readonly ContentTypeField[]): string[] {
  return fields.filter((f) => searchableTypes.has(f.type)).map((f) => f.id)
}

/**
 * Components and blocks are searched as the JSON text of their value: a page is found by the
 * words in its sections. Keys there are field ids and entry keys, never words people type.
 */
const searchableTypes = new Set<FieldType>(['text', 'rich-text', 'component', 'blocks'])

export { invalid as invalidQuery }

/** A delivery query checked against its type (see above), ready to compile. */
export interface DeliveryPlan {
  filter: ContentItemFilter
  filters: PlanFilter[]
  sort: PlanSort[]
  /** `q=`: matched against the title and these data fields. */
  search: { text: string; fieldIds: string[] } | undefined
  /** `locale=L&fallback=false`: only items written in L or with a (published) translation in L. */
  locale?: { code: string; publishedOnly: boolean } | undefined
  limit: number
  offset: number
  /** Cursor paging: the items after (or before) this position of the order; offset is 0 then. */
  keyset?: PlanKeyset | undefined
  /**
   * The generation of the type's items this read runs under (see modules/generations): deep
   * offset pages remember where the order stood while it holds (see offset-waypoints.ts).
   */
  generation?: number | undefined
}

/** Where an item stands in the plan's order: what a cursor names. */
export interface ItemPosition {
  values: CursorValue[]
  id: string
}
