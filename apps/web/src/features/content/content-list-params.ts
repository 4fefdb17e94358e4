import { CONTENT_PAGE_SIZE, contentSortFields, contentStatuses } from '@folio/schema'
import type { ContentSortField, ContentStatus } from '@folio/schema'

import type { ContentItemsQuery } from '@/lib/api/get-content-items'
import { oneOf, readDay, readPage, setParam } from '@/lib/use-url-list-state'
import type { ListParamsCodec } from '@/lib/use-url-list-state'

/**
 * The content list's filters, sort and page as they live in the URL (`/content?status=published`),
 * so dashboard links and the browser's back button land on the same view.
 */
export interface ContentListState {
  q: string
  /** A content type id; '' means all types. */
  type: string
  status: ContentStatus | ''
  /** An author's user id; '' means anyone. */
  author: string
  /** Calendar days (YYYY-MM-DD) in the viewer's time zone; '' means unbounded. */
  createdFrom: string
  createdTo: string
  updatedFrom: string
  updatedTo: string
  sort: ContentSortField
  order: 'asc' | 'desc'
  page: number
}

export type SortState = Pick<ContentListState, 'sort' | 'order'>

/** Spec section 9: newest changes first. */
export const DEFAULT_SORT: SortState = { sort: 'updatedAt', order: 'desc' }

export const moreFilterKeys = [
  'createdFrom',
  'createdTo',
  'updatedFrom',
  'updatedTo',
  'author',
] as const
export type MoreFilterKey = (typeof moreFilterKeys)[number]
export type MoreFilters = Pick<ContentListState, MoreFilterKey>

/** Reads the list state from the URL, ignoring anything malformed. */
export function readListState(params: URLSearchParams): ContentListState {
  return {
    q: params.get('q') ?? '',
    type: params.get('type') ?? '',
    status: oneOf(contentStatuses, params.get('status')) ?? '',
    author: params.get('author') ?? '',
    createdFrom: readDay(params, 'createdFrom'),
    createdTo: readDay(params, 'createdTo'),
    updatedFrom: readDay(params, 'updatedFrom'),
    updatedTo: readDay(params, 'updatedTo'),
    sort: oneOf(contentSortFields, params.get('sort')) ?? DEFAULT_SORT.sort,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? DEFAULT_SORT.order,
    page: readPage(params),
  }
}

/**
 * Writes the list state into `params` (other keys, such as `item`, are kept). Defaults are left
 * out so a plain list stays at a plain `/content`.
 */
export function writeListState(state: ContentListState, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (key: string, value: string, isDefault: boolean) =>
    setParam(next, key, value, isDefault)
  set('q', state.q, state.q.trim() === '')
  set('type', state.type, state.type === '')
  set('status', state.status, state.status === '')
  for (const key of moreFilterKeys) set(key, state[key], state[key] === '')
  const defaultSort = state.sort === DEFAULT_SORT.sort && state.order === DEFAULT_SORT.order
  set('sort', state.sort, defaultSort)
  set('order', state.order, defaultSort)
  set('page', String(state.page), state.page <= 1)
  return next
}

/** The content list's URL state, for useUrlListState. */
export const contentListParams: ListParamsCodec<ContentListState> = {
  read: readListState,
  write: writeListState,
}

/** Spec section 9: a new column sorts ascending first; the same column toggles its order. */
export function nextSort(current: SortState, column: ContentSortField): SortState {
  if (current.sort !== column) return { sort: column, order: 'asc' }
  return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' }
}

/** Local midnight at the start of a YYYY-MM-DD day, as ISO. */
export function startOfLocalDay(value: string): string {
  const [year = 0, month = 1, date = 1] = value.split('-').map(Number)
  return new Date(year, month - 1, date, 0, 0, 0, 0).toISOString()
}

/** The last millisecond of a YYYY-MM-DD day in local time, as ISO (the API's `to` is inclusive). */
export function endOfLocalDay(value: string): string {
  const [year = 0, month = 1, date = 1] = value.split('-').map(Number)
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString()
}

const bound = (value: string, convert: (day: string) => string) =>
  value ? convert(value) : undefined

/** The `GET /api/v1/content-items` query for a list state. */
export function toApiQuery(
  state: ContentListState,
  pageSize: number = CONTENT_PAGE_SIZE,
): ContentItemsQuery {
  return {
    q: state.q.trim() || undefined,
    type: state.type || undefined,
    status: state.status || undefined,
    author: state.author || undefined,
    createdFrom: bound(state.createdFrom, startOfLocalDay),
    createdTo: bound(state.createdTo, endOfLocalDay),
    updatedFrom: bound(state.updatedFrom, startOfLocalDay),
    updatedTo: bound(state.updatedTo, endOfLocalDay),
    sort: state.sort,
    order: state.order,
    page: state.page,
    pageSize,
  }
}

export function pickMoreFilters(state: MoreFilters): MoreFilters {
  return Object.fromEntries(moreFilterKeys.map((key) => [key, state[key]])) as MoreFilters
}

/** How many of the More Filters panel's filters are on (shown on its button). */
export function countMoreFilters(state: MoreFilters): number {
  return moreFilterKeys.filter((key) => state[key] !== '').length
}

/** Whether anything narrows the list besides the content type. */
export function hasNarrowingFilters(state: ContentListState): boolean {
  return state.q.trim() !== '' || state.status !== '' || countMoreFilters(state) > 0
}
