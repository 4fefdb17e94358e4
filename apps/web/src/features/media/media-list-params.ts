import { mediaTypeLabels, mediaTypes } from '@folio/schema'
import type { ListMediaQuery, MediaType } from '@folio/schema'

import { formatDate } from '@/lib/format'
import { oneOf, readDay, readPage, setParam } from '@/lib/use-url-list-state'
import type { ListParamsCodec } from '@/lib/use-url-list-state'

/**
 * The media library's view as it lives in the URL (`/media?folder=…&type=image&view=list`), so a
 * reload, a shared link or the back button land on the same files.
 */
export interface MediaListState {
  q: string
  type: MediaType | ''
  /** A preset range, `custom` (then `from`/`to` hold days), or '' for any time. */
  date: DatePreset | ''
  /** Calendar days (YYYY-MM-DD) in the viewer's time zone, for a custom range. */
  from: string
  to: string
  sort: MediaSort
  view: 'grid' | 'list'
  /** A folder id, `root` for files in no folder, or '' for all files. */
  folder: string
  page: number
}

export const datePresets = ['7d', '30d', 'year', 'custom'] as const
export type DatePreset = (typeof datePresets)[number]

export const datePresetLabels: Record<DatePreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  year: 'This year',
  custom: 'Custom range',
}

export const mediaSorts = ['newest', 'oldest', 'name', 'size'] as const
export type MediaSort = (typeof mediaSorts)[number]

export const mediaSortLabels: Record<MediaSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A–Z)',
  size: 'Largest first',
}

const sortParam: Record<MediaSort, NonNullable<ListMediaQuery['sort']>> = {
  newest: '-createdAt',
  oldest: 'createdAt',
  name: 'name',
  size: '-size',
}

/** Files a page shows: divisible by 2, 3, 4 and 6 so full grid rows stay full at any width. */
export const MEDIA_PAGE_SIZE = 48

/** Files in no folder, as `?folder=` and the API's `folderId` spell it. */
export const ROOT_FOLDER = 'root'

export const defaultMediaState: MediaListState = {
  q: '',
  type: '',
  date: '',
  from: '',
  to: '',
  sort: 'newest',
  view: 'grid',
  folder: '',
  page: 1,
}

/** Reads the library's state from the URL, ignoring anything malformed. */
export function readMediaState(params: URLSearchParams): MediaListState {
  const from = readDay(params, 'from')
  const to = readDay(params, 'to')
  // A range in the URL without `date` (a hand-written link) is still a custom range.
  const date = oneOf(datePresets, params.get('date')) ?? (from || to ? 'custom' : '')
  const custom = date === 'custom'
  return {
    q: params.get('q') ?? '',
    type: oneOf(mediaTypes, params.get('type')) ?? '',
    date: custom && !from && !to ? '' : date,
    from: custom ? from : '',
    to: custom ? to : '',
    sort: oneOf(mediaSorts, params.get('sort')) ?? defaultMediaState.sort,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    folder: params.get('folder')?.trim() ?? '',
    page: readPage(params),
  }
}

/** Writes the state into `params` (other keys, such as `file`, are kept); defaults are left out. */
export function writeMediaState(state: MediaListState, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (key: keyof MediaListState, value: string) =>
    setParam(next, key, value, value === '' || value === String(defaultMediaState[key]))
  set('q', state.q.trim() === '' ? '' : state.q)
  set('type', state.type)
  const custom = state.date === 'custom'
  set('date', custom ? '' : state.date)
  set('from', custom ? state.from : '')
  set('to', custom ? state.to : '')
  set('sort', state.sort)
  set('view', state.view)
  set('folder', state.folder)
  set('page', String(state.page))
  return next
}

/** The library's URL state, for useUrlListState. */
export const mediaListParams: ListParamsCodec<MediaListState> = {
  read: readMediaState,
  write: writeMediaState,
}

function localDay(value: string, end: boolean): Date {
  const [year = 0, month = 1, date = 1] = value.split('-').map(Number)
  return end
    ? new Date(year, month - 1, date, 23, 59, 59, 999)
    : new Date(year, month - 1, date, 0, 0, 0, 0)
}

/**
 * The `from`/`to` the API gets for a date filter. Presets start at a local midnight, so the
 * query (and its cache key) stays the same all day instead of changing every millisecond.
 */
export function dateRange(
  state: Pick<MediaListState, 'date' | 'from' | 'to'>,
  now: Date = new Date(),
): { from?: string; to?: string } {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const daysAgo = (days: number) =>
    new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate() - days).toISOString()
  switch (state.date) {
    case '7d':
      return { from: daysAgo(7) }
    case '30d':
      return { from: daysAgo(30) }
    case 'year':
      return { from: new Date(now.getFullYear(), 0, 1).toISOString() }
    case 'custom':
      return {
        ...(state.from ? { from: localDay(state.from, false).toISOString() } : {}),
        ...(state.to ? { to: localDay(state.to, true).toISOString() } : {}),
      }
    default:
      return {}
  }
}

/** The `GET /api/v1/media` query for a state. */
export function toMediaQuery(state: MediaListState, now: Date = new Date()): ListMediaQuery {
  const query: ListMediaQuery = {
    ...dateRange(state, now),
    sort: sortParam[state.sort],
    page: state.page,
    pageSize: MEDIA_PAGE_SIZE,
  }
  const q = state.q.trim()
  if (q) query.q = q
  if (state.type) query.type = state.type
  if (state.folder) query.folderId = state.folder
  return query
}

/** A removable chip for each filter in effect. */
export interface FilterChip {
  key: 'type' | 'date'
  label: string
  /** What removing the chip changes. */
  clear: Partial<MediaListState>
}

/** The active type and date filters, as chips under the toolbar. */
export function activeFilterChips(state: MediaListState): FilterChip[] {
  const chips: FilterChip[] = []
  if (state.type) {
    chips.push({ key: 'type', label: mediaTypeLabels[state.type], clear: { type: '' } })
  }
  if (state.date) {
    chips.push({ key: 'date', label: dateLabel(state), clear: { date: '', from: '', to: '' } })
  }
  return chips
}

function dateLabel(state: Pick<MediaListState, 'date' | 'from' | 'to'>): string {
  if (state.date !== 'custom') return state.date ? datePresetLabels[state.date] : 'Any time'
  if (state.from && state.to) return `${formatDate(state.from)} – ${formatDate(state.to)}`
  if (state.from) return `Since ${formatDate(state.from)}`
  return `Until ${formatDate(state.to)}`
}

/** Whether a search or filter narrows the files (then an empty list offers Clear filters). */
export function hasNarrowingFilters(state: MediaListState): boolean {
  return state.q.trim() !== '' || state.type !== '' || state.date !== ''
}

/** What Clear filters resets: search, type and date, back to the first page. */
export const clearedFilters: Partial<MediaListState> = {
  q: '',
  type: '',
  date: '',
  from: '',
  to: '',
  page: 1,
}
