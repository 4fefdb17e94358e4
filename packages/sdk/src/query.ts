import type { ItemData } from './types.js'

/**
 * The list query language of `GET /api/v1/content/{type}/items`, as objects: filters become
 * `filter[field][op]=value`, lists become comma lists, and nothing else is invented, so what a
 * query means is exactly what the server documents.
 */

/** Item attributes that filters and sorting can name directly. */
export type TopLevelField =
  | 'id'
  | 'title'
  | 'slug'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
  | 'scheduledFor'
  | 'version'

/** A field a query can name: a top-level attribute, or a data field written `data.<name>`. */
export type QueryField<TData = ItemData> = TopLevelField | `data.${Extract<keyof TData, string>}`

/** Attributes `fields` can pick besides `data.<name>` (the id always comes too). */
export type SelectableField<TData = ItemData> =
  | QueryField<TData>
  | 'contentTypeId'
  | 'data'
  | 'createdBy'
  | 'updatedBy'
  // A field inside a component or blocks field: `data.seo.title`, `data.sections.heading`.
  | `data.${Extract<keyof TData, string>}.${string}`

/** A value to compare with: dates are sent as ISO 8601, numbers and booleans as text. */
export type FilterValue = string | number | boolean | Date

export interface FilterOperators {
  eq?: FilterValue
  ne?: FilterValue
  gt?: FilterValue
  gte?: FilterValue
  lt?: FilterValue
  lte?: FilterValue
  in?: readonly FilterValue[]
  nin?: readonly FilterValue[]
  /** Case-insensitive substring for text; an exact entry for array, relation and multiple-select fields. */
  contains?: FilterValue
  exists?: boolean
}

/** A bare value means `eq`; several operators on one field all apply. */
export type FilterCondition = FilterValue | FilterOperators

export type ItemFilter<TData = ItemData> = { [Field in QueryField<TData>]?: FilterCondition }

/** `title` sorts ascending, `-publishedAt` descending. */
export type SortKey<TData = ItemData> = QueryField<TData> | `-${QueryField<TData>}`

export interface ItemQuery<TData = ItemData> {
  /** All conditions must hold. */
  filter?: ItemFilter<TData>
  sort?: SortKey<TData> | readonly SortKey<TData>[]
  /**
   * From 1. Pages by number get slower the deeper they lie and stop at the 100,000th item:
   * to read further, or everything, follow cursors (`after`, or `items(type).all()`).
   */
  page?: number
  /** 1 to 100; the server's default is 10. */
  pageSize?: number
  /** The page after this cursor (`meta.nextCursor` of a list with the same sort). */
  after?: string
  /** The page before this cursor (`meta.prevCursor`). */
  before?: string
  /** Whether `meta.total` counts the matches: by default pages by number do, cursor pages not. */
  total?: boolean
  /** Answer only these attributes. */
  fields?: readonly SelectableField<TData>[]
  /**
   * Reference and relation fields to replace with the items they point to: `author`,
   * `author.company`, or inside components and blocks `sections.author`.
   */
  expand?: readonly string[]
  /** Case-insensitive search over the title and the type's text and rich-text fields. */
  q?: string
  /** A configured language (`fr`, `fr-CA`): items in it, else in the default language. */
  locale?: string
  /** With `locale`, `false` leaves out items that have no such translation. */
  fallback?: boolean
}

/** How to read one item: its language, and whether to fall back to the default one. */
export interface LocaleQuery {
  locale?: string
  fallback?: boolean
}

/** How to read one item: its language, and the references and relations to expand. */
export interface ItemGetQuery extends LocaleQuery {
  /** As on lists: `author`, `author.company`, `sections.author`. */
  expand?: readonly string[]
}

function appendLocale(params: URLSearchParams, query: LocaleQuery): void {
  if (query.locale !== undefined && query.locale.trim() !== '') params.set('locale', query.locale)
  if (query.fallback !== undefined) params.set('fallback', String(query.fallback))
}

/** `?locale=fr&fallback=false&expand=author`, or '' when none is set. */
export function localeQueryString(query: ItemGetQuery = {}): string {
  const params = new URLSearchParams()
  appendLocale(params, query)
  if (query.expand?.length) params.set('expand', commaList('expand', query.expand))
  const text = params.toString()
  return text ? `?${text}` : ''
}

const operatorOrder = [
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
] as const satisfies readonly (keyof FilterOperators)[]

function valueText(value: FilterValue): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('Cannot filter by an invalid Date')
    return value.toISOString()
  }
  return String(value)
}

function isOperators(condition: FilterCondition): condition is FilterOperators {
  return typeof condition === 'object' && !(condition instanceof Date)
}

/** The server reads `in`/`nin` as a comma list, so an entry must not hold a comma itself. */
function listText(key: string, values: readonly FilterValue[]): string {
  if (values.length === 0) throw new TypeError(`${key} needs at least one value`)
  return values
    .map((value) => {
      const text = valueText(value)
      if (text.includes(',')) {
        throw new TypeError(`${key} cannot hold a value with a comma: ${text}`)
      }
      return text
    })
    .join(',')
}

function checkName(name: string, where: string): string {
  if (name === '' || /[[\]]/.test(name)) {
    throw new TypeError(`Invalid field name in ${where}: "${name}"`)
  }
  return name
}

function commaList(name: string, values: readonly string[]): string {
  return values.map((value) => checkName(value.trim(), name)).join(',')
}

/**
 * The query as search parameters, in a stable order: filters, sort, fields, expand, q, locale,
 * pages, cursors.
 */
export function toSearchParams<TData = ItemData>(query: ItemQuery<TData> = {}): URLSearchParams {
  const params = new URLSearchParams()
  const filter: Record<string, FilterCondition | undefined> = query.filter ?? {}
  for (const [field, condition] of Object.entries(filter)) {
    if (condition === undefined) continue
    checkName(field, 'filter')
    if (!isOperators(condition)) {
      params.append(`filter[${field}]`, valueText(condition))
      continue
    }
    for (const op of operatorOrder) {
      const value = condition[op]
      if (value === undefined) continue
      const key = `filter[${field}][${op}]`
      if (op === 'in' || op === 'nin') params.append(key, listText(key, value as FilterValue[]))
      else params.append(key, valueText(value as FilterValue))
    }
  }
  if (query.sort !== undefined) {
    const keys: readonly string[] = typeof query.sort === 'string' ? [query.sort] : query.sort
    if (keys.length > 0) params.set('sort', commaList('sort', keys))
  }
  if (query.fields?.length) params.set('fields', commaList('fields', query.fields))
  if (query.expand?.length) params.set('expand', commaList('expand', query.expand))
  if (query.q !== undefined && query.q.trim() !== '') params.set('q', query.q)
  appendLocale(params, query)
  if (query.page !== undefined) params.set('page', String(query.page))
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize))
  if (query.after !== undefined) params.set('after', query.after)
  if (query.before !== undefined) params.set('before', query.before)
  if (query.total !== undefined) params.set('total', String(query.total))
  return params
}

/** `?filter%5Bdata.price%5D%5Bgte%5D=10&sort=-publishedAt`, or '' for an empty query. */
export function toQueryString<TData = ItemData>(query: ItemQuery<TData> = {}): string {
  const text = toSearchParams(query).toString()
  return text ? `?${text}` : ''
}
