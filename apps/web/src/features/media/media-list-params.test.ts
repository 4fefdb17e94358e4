import { describe, expect, it } from 'vitest'

import {
  activeFilterChips,
  defaultMediaState,
  hasNarrowingFilters,
  readMediaState,
  toMediaQuery,
  writeMediaState,
} from './media-list-params'

const read = (search: string) => readMediaState(new URLSearchParams(search))
const write = (patch: Partial<typeof defaultMediaState>, base = '') =>
  writeMediaState({ ...defaultMediaState, ...patch }, new URLSearchParams(base)).toString()

// Wednesday 12 March 2025, mid-afternoon local time.
const now = new Date(2025, 2, 12, 15, 30)

describe('media list state in the URL', () => {
  it('reads a plain /media as all files, newest first, in a grid', () => {
    expect(read('')).toEqual(defaultMediaState)
  })

  it('keeps defaults out of the URL and other params in it', () => {
    expect(write({})).toBe('')
    expect(write({ view: 'list', folder: 'f1', type: 'image' }, 'file=m1')).toBe(
      'file=m1&type=image&view=list&folder=f1',
    )
    expect(write({ q: '   ' })).toBe('')
  })

  it('round-trips every filter', () => {
    const state = {
      ...defaultMediaState,
      q: 'logo',
      type: 'document' as const,
      date: 'custom' as const,
      from: '2025-01-01',
      to: '2025-01-31',
      sort: 'size' as const,
      view: 'list' as const,
      folder: 'root',
      page: 3,
    }
    expect(readMediaState(writeMediaState(state, new URLSearchParams()))).toEqual(state)
  })

  it('ignores malformed values', () => {
    expect(read('type=exe&sort=random&view=tiles&page=-2&date=ever&from=yesterday')).toEqual(
      defaultMediaState,
    )
  })

  it('treats a bare from/to range as a custom date filter', () => {
    expect(read('from=2025-02-01')).toMatchObject({ date: 'custom', from: '2025-02-01', to: '' })
    // A preset wins over stray range params.
    expect(read('date=7d&from=2025-02-01')).toMatchObject({ date: '7d', from: '', to: '' })
  })
})

describe('toMediaQuery', () => {
  it('maps type, folder, search, sort and page onto the API query', () => {
    const query = toMediaQuery(
      { ...defaultMediaState, q: ' hero ', type: 'image', folder: 'f1', sort: 'name', page: 2 },
      now,
    )
    expect(query).toEqual({
      q: 'hero',
      type: 'image',
      folderId: 'f1',
      sort: 'name',
      page: 2,
      pageSize: 48,
    })
  })

  it('sorts newest, oldest, by name and largest first', () => {
    const sortOf = (sort: typeof defaultMediaState.sort) =>
      toMediaQuery({ ...defaultMediaState, sort }, now).sort
    expect(['newest', 'oldest', 'name', 'size'].map((sort) => sortOf(sort as never))).toEqual([
      '-createdAt',
      'createdAt',
      'name',
      '-size',
    ])
  })

  it('turns date presets into a from at local midnight, stable through the day', () => {
    const sevenDays = toMediaQuery({ ...defaultMediaState, date: '7d' }, now)
    expect(sevenDays.from).toBe(new Date(2025, 2, 5).toISOString())
    expect(sevenDays.to).toBeUndefined()
    const later = toMediaQuery({ ...defaultMediaState, date: '7d' }, new Date(2025, 2, 12, 23, 59))
    expect(later.from).toBe(sevenDays.from)

    expect(toMediaQuery({ ...defaultMediaState, date: '30d' }, now).from).toBe(
      new Date(2025, 1, 10).toISOString(),
    )
    expect(toMediaQuery({ ...defaultMediaState, date: 'year' }, now).from).toBe(
      new Date(2025, 0, 1).toISOString(),
    )
  })

  it('makes a custom range cover whole local days, the end inclusive', () => {
    const query = toMediaQuery(
      { ...defaultMediaState, date: 'custom', from: '2025-01-01', to: '2025-01-31' },
      now,
    )
    expect(query.from).toBe(new Date(2025, 0, 1, 0, 0, 0, 0).toISOString())
    expect(query.to).toBe(new Date(2025, 0, 31, 23, 59, 59, 999).toISOString())
  })
})

describe('filter chips', () => {
  it('shows one removable chip per active filter', () => {
    const state = { ...defaultMediaState, type: 'video' as const, date: '30d' as const }
    expect(activeFilterChips(state).map((chip) => chip.label)).toEqual(['Videos', 'Last 30 days'])
    expect(activeFilterChips(state)[1]?.clear).toEqual({ date: '', from: '', to: '' })
    expect(activeFilterChips(defaultMediaState)).toEqual([])
  })

  it('labels one-sided custom ranges', () => {
    const [since] = activeFilterChips({ ...defaultMediaState, date: 'custom', from: '2025-01-05' })
    expect(since?.label).toMatch(/^Since /)
    const [until] = activeFilterChips({ ...defaultMediaState, date: 'custom', to: '2025-01-05' })
    expect(until?.label).toMatch(/^Until /)
  })

  it('counts a search, type or date as narrowing, but not the folder or sort', () => {
    expect(hasNarrowingFilters({ ...defaultMediaState, folder: 'f1', sort: 'size' })).toBe(false)
    expect(hasNarrowingFilters({ ...defaultMediaState, q: 'x' })).toBe(true)
    expect(hasNarrowingFilters({ ...defaultMediaState, type: 'audio' })).toBe(true)
  })
})
