import { z } from 'zod'

import { CONTENT_PAGE_SIZE, listContentItemsQuerySchema } from './content-items.js'
import {
  decodeDeliveryCursor,
  deliveryCursorMessages,
  DELIVERY_OFFSET_MAX,
  type DeliveryCursor,
} from './delivery-cursor.js'
import { withoutPrototype } from './input-safety.js'
import { deliveryLocaleQuerySchema } from './localization.js'
import { PAGE_MAX, pagingMessages } from './paging.js'

/**
 * The delivery API's list query language (`GET /api/v1/content/{type}/items`):
 * `filter[field][op]=value`, `sort=-publishedAt,title`, `fields=title,data.price`,
 * `expand=author.company`, `q`, `page`, `pageSize`, `after`/`before` (cursors, see
 * delivery-cursor.ts), `total`. This file only reads the syntax; which
 * fields exist and which operators suit them is the server's business (it knows the type).
 */

export const filterOperators = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'nin',
  'contains',
  'exists',
] as const
export type FilterOperator = (typeof filterOperators)[number]

export const DELIVERY_PAGE_SIZE_MAX = 100
/** `expand=a.b.c` at most: each level costs one batched query. */
export const EXPAND_DEPTH_MAX = 3

export type DeliveryFilter =
  | { field: string; op: 'in' | 'nin'; value: string[] }
  | { field: string; op: 'exists'; value: boolean }
  | { field: string; op: Exclude<FilterOperator, 'in' | 'nin' | 'exists'>; value: string }

export interface DeliverySort {
  field: string
  direction: 'asc' | 'desc'
}

export interface DeliveryQuery {
  filters: DeliveryFilter[]
  /** Never empty: `-updatedAt` when the query names no order. */
  sort: DeliverySort[]
  /** The attributes to answer with (`id` always comes too); undefined answers everything. */
  fields: string[] | undefined
  /** Reference paths to embed, split on dots: `author.company` is `['author', 'company']`. */
  expand: string[][]
  q: string | undefined
  page: number
  pageSize: number
  /** `after=` or `before=`: the page next to a cursor's position instead of a page number. */
  cursor: { direction: 'after' | 'before'; position: DeliveryCursor } | undefined
  /** `total=true|false`; undefined leaves it to the list (offset pages count, cursor pages not). */
  total: boolean | undefined
  /** Keys this language does not own (the admin list's status/author/date filters). */
  rest: Record<string, string | string[]>
}

export type RawQuery = Record<string, string | string[] | undefined>

export type DeliveryQueryResult =
  | { success: true; data: DeliveryQuery }
  | { success: false; error: { key: string; message: string } }

class QuerySyntaxError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message)
  }
}

const FILTER_KEY = /^filter\[([^[\]]+)\](?:\[([^[\]]*)\])?$/
/** Field names are free text (`data.Hero image` is fine), but never brackets. */
const FIELD_PATH = /^[^[\]]+$/

function single(key: string, value: string | string[]): string {
  if (Array.isArray(value)) throw new QuerySyntaxError(key, `${key} is given more than once`)
  return value
}

/** `a,b , c` → ['a','b','c']; an empty entry is a mistake worth reporting. */
function commaList(key: string, value: string | string[]): string[] {
  const entries = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','))
  const trimmed = entries.map((entry) => entry.trim())
  if (trimmed.some((entry) => entry === '')) {
    throw new QuerySyntaxError(key, `${key} has an empty entry`)
  }
  return trimmed
}

function checkField(key: string, field: string): string {
  if (!FIELD_PATH.test(field))
    throw new QuerySyntaxError(key, `Malformed field name in ${key}: ${field}`)
  return field
}

function parseFilter(key: string, value: string | string[]): DeliveryFilter {
  const match = FILTER_KEY.exec(key)
  if (!match) {
    throw new QuerySyntaxError(
      key,
      `Malformed filter "${key}": write filter[field] or filter[field][operator]`,
    )
  }
  const field = checkField(key, match[1]!.trim())
  const op = match[2] === undefined ? 'eq' : match[2].trim()
  if (!(filterOperators as readonly string[]).includes(op)) {
    throw new QuerySyntaxError(
      key,
      `Unknown operator "${op}" for ${field} (use one of: ${filterOperators.join(', ')})`,
    )
  }
  switch (op as FilterOperator) {
    case 'in':
    case 'nin':
      return { field, op: op as 'in' | 'nin', value: commaList(key, value) }
    case 'exists': {
      const text = single(key, value).trim()
      if (text !== 'true' && text !== 'false') {
        throw new QuerySyntaxError(key, `${key} must be true or false`)
      }
      return { field, op: 'exists', value: text === 'true' }
    }
    default:
      return {
        field,
        op: op as Exclude<FilterOperator, 'in' | 'nin' | 'exists'>,
        value: single(key, value),
      }
  }
}

/**
 * `sort=-publishedAt,title`: a leading `-` sorts descending. The admin list's `order=asc|desc`
 * still works and gives the direction of keys written without a sign.
 */
function parseSort(raw: RawQuery): DeliverySort[] {
  const order = raw.order === undefined ? undefined : single('order', raw.order)
  if (order !== undefined && order !== 'asc' && order !== 'desc') {
    throw new QuerySyntaxError('order', 'order must be asc or desc')
  }
  if (raw.sort === undefined) return [{ field: 'updatedAt', direction: order ?? 'desc' }]
  return commaList('sort', raw.sort).map((entry) => {
    const descending = entry.startsWith('-')
    const field = checkField('sort', descending || entry.startsWith('+') ? entry.slice(1) : entry)
    return { field, direction: descending ? 'desc' : (order ?? 'asc') }
  })
}

/** The sort as `sort=` writes it, every key signed: what a cursor is made for. */
export function sortParam(sort: readonly DeliverySort[]): string {
  return sort.map(({ field, direction }) => (direction === 'desc' ? `-${field}` : field)).join(',')
}

function parseCursor(raw: RawQuery, sort: DeliverySort[]): DeliveryQuery['cursor'] {
  if (raw.after !== undefined && raw.before !== undefined) {
    throw new QuerySyntaxError('before', deliveryCursorMessages.bothDirections)
  }
  const direction = raw.after !== undefined ? 'after' : raw.before !== undefined ? 'before' : null
  if (direction === null) return undefined
  if (raw.page !== undefined) {
    throw new QuerySyntaxError('page', deliveryCursorMessages.withPage(direction))
  }
  const position = decodeDeliveryCursor(single(direction, raw[direction]!).trim())
  if (!position || position.values.length !== sort.length) {
    throw new QuerySyntaxError(direction, deliveryCursorMessages.malformed(direction))
  }
  if (position.sort !== sortParam(sort)) {
    throw new QuerySyntaxError(
      direction,
      deliveryCursorMessages.otherSort(direction, position.sort),
    )
  }
  return { direction, position }
}

function parseTotal(value: string | string[] | undefined): boolean | undefined {
  if (value === undefined) return undefined
  const text = single('total', value).trim()
  if (text !== 'true' && text !== 'false') {
    throw new QuerySyntaxError('total', deliveryCursorMessages.total)
  }
  return text === 'true'
}

function positiveInt(key: string, value: string | string[] | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const text = single(key, value).trim()
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new QuerySyntaxError(key, `${key} must be a whole number of at least 1`)
  }
  return Number(text)
}

/** `expand=author.company,tags` → [['author', 'company'], ['tags']], checked. */
function expandPaths(value: string | string[] | undefined): string[][] {
  return (value === undefined ? [] : commaList('expand', value)).map((path) => {
    const steps = path.split('.').map((step) => step.trim())
    if (steps.some((step) => step === '')) {
      throw new QuerySyntaxError('expand', `Malformed expand path: ${path}`)
    }
    if (steps.length > EXPAND_DEPTH_MAX) {
      throw new QuerySyntaxError(
        'expand',
        `expand=${path} goes deeper than ${EXPAND_DEPTH_MAX} levels`,
      )
    }
    return steps
  })
}

const OWN_KEYS = new Set([
  'sort',
  'order',
  'fields',
  'expand',
  'q',
  'page',
  'pageSize',
  'after',
  'before',
  'total',
])

/** Reads a querystring as Fastify hands it over (`filter[price][gte]` is one literal key). */
export function parseDeliveryQuery(input: RawQuery): DeliveryQueryResult {
  // Own keys only: `sort` must never find Array.prototype.sort, nor `rest` take a prototype.
  const raw = withoutPrototype(input)
  try {
    const filters: DeliveryFilter[] = []
    const rest: Record<string, string | string[]> = withoutPrototype({})
    for (const [key, value] of Object.entries(raw)) {
      if (value === undefined || OWN_KEYS.has(key)) continue
      if (key.startsWith('filter[') || key === 'filter') filters.push(parseFilter(key, value))
      else if (key.includes('[')) {
        throw new QuerySyntaxError(
          key,
          `Unknown query parameter "${key}" (filters are filter[field][op])`,
        )
      } else rest[key] = value
    }
    const pageSize = positiveInt('pageSize', raw.pageSize, CONTENT_PAGE_SIZE)
    if (pageSize > DELIVERY_PAGE_SIZE_MAX) {
      throw new QuerySyntaxError('pageSize', `pageSize must be at most ${DELIVERY_PAGE_SIZE_MAX}`)
    }
    const expand = expandPaths(raw.expand)
    const page = positiveInt('page', raw.page, 1)
    if (page > PAGE_MAX) throw new QuerySyntaxError('page', pagingMessages.pageTooHigh)
    // Skipping items costs time in proportion to how many: deep pages are for cursors.
    if ((page - 1) * pageSize > DELIVERY_OFFSET_MAX) {
      throw new QuerySyntaxError('page', deliveryCursorMessages.tooDeep)
    }
    const sort = parseSort(raw)
    const q = raw.q === undefined ? undefined : single('q', raw.q).trim()
    if (q !== undefined && q.length > 200)
      throw new QuerySyntaxError('q', 'q is too long (at most 200 characters)')
    return {
      success: true,
      data: {
        filters,
        sort,
        fields:
          raw.fields === undefined
            ? undefined
            : commaList('fields', raw.fields).map((f) => checkField('fields', f)),
        expand,
        q: q || undefined,
        page,
        pageSize,
        cursor: parseCursor(raw, sort),
        total: parseTotal(raw.total),
        rest,
      },
    }
  } catch (error) {
    if (error instanceof QuerySyntaxError) {
      return { success: false, error: { key: error.key, message: error.message } }
    }
    throw error
  }
}

/** The admin list's own filters, which the delivery route keeps answering. */
const listFiltersSchema = listContentItemsQuerySchema.pick({
  status: true,
  author: true,
  createdFrom: true,
  createdTo: true,
  updatedFrom: true,
  updatedTo: true,
})
export type ListFilters = z.output<typeof listFiltersSchema>

/** A route querystring schema: the raw keys in, a DeliveryQuery plus the admin filters out. */
export const deliveryQuerySchema = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .transform((raw, ctx) => {
    const parsed = parseDeliveryQuery(raw)
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.message, path: [parsed.error.key] })
      return z.NEVER
    }
    const listFilters = listFiltersSchema.safeParse(parsed.data.rest)
    // `locale=` and `fallback=` (see localization.ts): the language to deliver items in.
    const language = deliveryLocaleQuerySchema.safeParse(parsed.data.rest)
    if (!listFilters.success || !language.success) {
      for (const issue of [
        ...(listFilters.error?.issues ?? []),
        ...(language.error?.issues ?? []),
      ]) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
      }
      return z.NEVER
    }
    return { ...parsed.data, listFilters: listFilters.data, ...language.data }
  })
export type ParsedDeliveryQuery = z.output<typeof deliveryQuerySchema>

/**
 * `GET /api/v1/content/{type}/items/{idOrSlug}`: the language to read the item in, and the
 * references and relations to expand (as on lists).
 */
export const deliveryItemQuerySchema = deliveryLocaleQuerySchema.extend({
  expand: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx) => {
      try {
        return expandPaths(value)
      } catch (error) {
        if (!(error instanceof QuerySyntaxError)) throw error
        ctx.addIssue({ code: 'custom', message: error.message })
        return z.NEVER
      }
    })
    .describe(
      'References and relations to replace with their items, as on lists: `author`, `sections.author`',
    ),
})
export type DeliveryItemQuery = z.output<typeof deliveryItemQuerySchema>
