import { describe, expect, it } from 'vitest'

import {
  countMoreFilters,
  endOfLocalDay,
  nextSort,
  readListState,
  startOfLocalDay,
  toApiQuery,
  writeListState,
} from './content-list-params'

import { paginationSummary } from '@/components/ui/pagination'

describe('nextSort', () => {
  it('sorts a new column ascending first', () => {
    expect(nextSort({ sort: 'updatedAt', order: 'desc' }, 'title')).toEqual({
      sort: 'title',
      order: 'asc',
    })
    expect(nextSort({ sort: 'title', order: 'desc' }, 'updatedAt')).toEqual({
      sort: 'updatedAt',
      order: 'asc',
    })
  })

  it('toggles the order when the same column is clicked again', () => {
    const first = nextSort({ sort: 'updatedAt', order: 'desc' }, 'title')
    const second = nextSort(first, 'title')
    expect(second).toEqual({ sort: 'title', order: 'desc' })
    expect(nextSort(second, 'title')).toEqual({ sort: 'title', order: 'asc' })
  })
})

describe('paginationSummary', () => {
  it('numbers the rows of each page', () => {
    expect(paginationSummary(1, 10, 25)).toEqual({ from: 1, to: 10, pages: 3 })
    expect(paginationSummary(2, 10, 25)).toEqual({ from: 11, to: 20, pages: 3 })
    expect(paginationSummary(3, 10, 25)).toEqual({ from: 21, to: 25, pages: 3 })
  })

  it('calls an empty list page 1 of 1 showing 0 to 0', () => {
    expect(paginationSummary(1, 10, 0)).toEqual({ from: 0, to: 0, pages: 1 })
  })
})

describe('list state in the URL', () => {
  it('reads the dashboard link /content?status=published with defaults elsewhere', () => {
    const state = readListState(new URLSearchParams('status=published'))
    expect(state).toMatchObject({ status: 'published', type: '', sort: 'updatedAt', order: 'desc' })
    expect(state.page).toBe(1)
  })

  it('ignores malformed values', () => {
    const state = readListState(
      new URLSearchParams('status=nope&sort=drop&order=up&page=-4&createdFrom=yesterday'),
    )
    expect(state).toMatchObject({ status: '', sort: 'updatedAt', order: 'desc', page: 1 })
    expect(state.createdFrom).toBe('')
  })

  it('leaves defaults out of the URL and keeps unrelated params', () => {
    const params = new URLSearchParams('item=abc')
    const state = readListState(new URLSearchParams())
    expect(writeListState(state, params).toString()).toBe('item=abc')
    const sorted = writeListState(
      { ...state, sort: 'title', order: 'asc', page: 2, q: 'news' },
      params,
    )
    expect(Object.fromEntries(sorted)).toEqual({
      item: 'abc',
      q: 'news',
      sort: 'title',
      order: 'asc',
      page: '2',
    })
  })
})

describe('toApiQuery', () => {
  it('turns day filters into local start and end of day', () => {
    const state = readListState(
      new URLSearchParams('createdFrom=2025-03-01&createdTo=2025-03-02&author=u1'),
    )
    const query = toApiQuery(state)
    expect(query.createdFrom).toBe(new Date(2025, 2, 1, 0, 0, 0, 0).toISOString())
    expect(query.createdTo).toBe(new Date(2025, 2, 2, 23, 59, 59, 999).toISOString())
    expect(query.updatedFrom).toBeUndefined()
    expect(query).toMatchObject({ author: 'u1', page: 1, pageSize: 10 })
    expect(countMoreFilters(state)).toBe(3)
  })

  it('computes day bounds in local time', () => {
    expect(new Date(startOfLocalDay('2025-12-31')).getHours()).toBe(0)
    expect(new Date(endOfLocalDay('2025-12-31')).getDate()).toBe(31)
  })
})
