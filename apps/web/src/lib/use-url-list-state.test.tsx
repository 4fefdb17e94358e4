import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLocation } from 'react-router'

import { oneOf, readPage, SEARCH_DELAY_MS, setParam, useUrlListState } from './use-url-list-state'
import type { ListParamsCodec } from './use-url-list-state'

import { renderApp } from '@/testing/render-app'

interface Books {
  q: string
  sort: 'title' | 'year'
  page: number
}

const books: ListParamsCodec<Books> = {
  read: (params) => ({
    q: params.get('q') ?? '',
    sort: oneOf(['title', 'year'] as const, params.get('sort')) ?? 'title',
    page: readPage(params),
  }),
  write: (state, params) => {
    const next = new URLSearchParams(params)
    setParam(next, 'q', state.q, state.q.trim() === '')
    setParam(next, 'sort', state.sort, state.sort === 'title')
    setParam(next, 'page', String(state.page), state.page <= 1)
    return next
  },
}

function BookList() {
  const { state, update, search, setExtra } = useUrlListState(books)
  const location = useLocation()
  return (
    <>
      <input
        aria-label="Search"
        value={search.text}
        onChange={(e) => search.change(e.target.value)}
      />
      <button onClick={() => update({ page: state.page + 1 }, { push: true })}>Next page</button>
      <button onClick={() => update({ sort: 'year', page: 1 })}>Sort by year</button>
      <button onClick={() => setExtra('open', '42')}>Open</button>
      <output aria-label="State">{JSON.stringify(state)}</output>
      <output aria-label="URL">{location.search}</output>
    </>
  )
}

const shown = () =>
  JSON.parse(screen.getByRole('status', { name: 'State' }).textContent ?? '') as Books
const url = () => screen.getByRole('status', { name: 'URL' }).textContent

afterEach(() => vi.useRealTimers())

describe('useUrlListState', () => {
  it('reads the state from the URL, ignoring what is malformed', () => {
    renderApp(<BookList />, { route: '/books?q=dune&sort=nonsense&page=-3' })
    expect(shown()).toEqual({ q: 'dune', sort: 'title', page: 1 })
  })

  it('writes page and sort to the URL and reads them back, keeping other keys', () => {
    renderApp(<BookList />, { route: '/books?open=7' })
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(shown()).toEqual({ q: '', sort: 'title', page: 3 })
    expect(url()).toBe('?open=7&page=3')

    fireEvent.click(screen.getByRole('button', { name: 'Sort by year' }))
    expect(shown()).toEqual({ q: '', sort: 'year', page: 1 })
    expect(url()).toBe('?open=7&sort=year')

    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(url()).toBe('?open=42&sort=year')
  })

  it('commits a typed search after a pause and goes back to the first page', () => {
    vi.useFakeTimers()
    renderApp(<BookList />, { route: '/books?page=4&sort=year' })
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'dun' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'dune' } })
    expect(shown().page).toBe(4)

    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS)
    })
    expect(shown()).toEqual({ q: 'dune', sort: 'year', page: 1 })
    expect(url()).toBe('?sort=year&q=dune')
  })

  it('lets a filter chosen while a search waits survive the search', () => {
    vi.useFakeTimers()
    renderApp(<BookList />, { route: '/books' })
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'dune' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sort by year' }))
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS)
    })
    expect(shown()).toEqual({ q: 'dune', sort: 'year', page: 1 })
  })
})
