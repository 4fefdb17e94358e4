import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { DocsBrowser } from './docs-browser'

const search = () => screen.getByRole('searchbox', { name: 'Search documentation' })
const groupTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

describe('DocsBrowser', () => {
  it('shows all seven groups before a search', () => {
    render(<DocsBrowser />)
    expect(groupTitles()).toHaveLength(7)
  })

  it('filters groups and items as the user types', () => {
    render(<DocsBrowser />)
    fireEvent.change(search(), { target: { value: 'STORAGE' } })

    expect(groupTitles()).toEqual(['Getting Started', 'Media Library'])
    const media = screen.getByRole('region', { name: 'Media Library' })
    expect(within(media).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByRole('status').textContent).toBe('2 topics found')
  })

  it('shows an empty state whose button clears the search', () => {
    render(<DocsBrowser />)
    fireEvent.change(search(), { target: { value: 'xyz' } })

    expect(screen.getByRole('heading', { name: 'No results for "xyz"' })).toBeDefined()
    fireEvent.click(screen.getByText('Clear search', { selector: 'button' }))

    expect(search()).toHaveProperty('value', '')
    expect(document.activeElement).toBe(search())
    expect(groupTitles()).toHaveLength(7)
  })
})
