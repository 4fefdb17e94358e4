import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { DocsBrowser } from './docs-browser'

const search = () => screen.getByRole('searchbox', { name: 'Search documentation' })
const groupTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('section[id]'))
    .map((heading) => heading.textContent)

function renderBrowser() {
  render(
    <MemoryRouter>
      <DocsBrowser />
    </MemoryRouter>,
  )
}

describe('DocsBrowser', () => {
  it('shows all seven groups before a search, each topic a link to its page', () => {
    renderBrowser()
    expect(groupTitles()).toHaveLength(7)
    expect(screen.getByRole('link', { name: 'Storage drivers' })).toHaveProperty(
      'pathname',
      '/docs/media',
    )
  })

  it('filters groups and items as the user types', () => {
    renderBrowser()
    fireEvent.change(search(), { target: { value: 'STORAGE' } })

    expect(groupTitles()).toEqual(['Getting Started', 'Media Library'])
    const media = screen.getByRole('region', { name: 'Media Library' })
    expect(within(media).getAllByRole('listitem')).toHaveLength(1)
  })

  it('lists the pages whose text matches, with an excerpt, and reaches them by arrow key', async () => {
    renderBrowser()
    // In no topic: only in the text of the webhooks page.
    fireEvent.change(search(), { target: { value: 'twice as long' } })

    const pages = await screen.findByRole(
      'region',
      { name: 'Pages of the manual' },
      // The pages' text is a chunk loaded on the first search.
      { timeout: 10_000 },
    )
    const link = within(pages).getByRole('link', { name: /^Webhooks\s*› Retries/ })
    expect(link.getAttribute('href')).toBe('/docs/webhooks#retries')
    expect(within(link).getByText('twice as long', { selector: 'mark' })).toBeDefined()
    expect(screen.getByRole('status').textContent).toBe('0 topics and 1 page found')

    fireEvent.keyDown(search(), { key: 'ArrowDown' })
    expect(document.activeElement).toBe(link)
    fireEvent.keyDown(link, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(search())
  })

  it('shows an empty state whose button clears the search', async () => {
    renderBrowser()
    fireEvent.change(search(), { target: { value: 'xyzzy' } })

    expect(
      await screen.findByRole('heading', { name: 'No results for "xyzzy"' }, { timeout: 10_000 }),
    ).toBeDefined()
    fireEvent.click(screen.getByText('Clear search', { selector: 'button' }))

    expect(search()).toHaveProperty('value', '')
    expect(document.activeElement).toBe(search())
    expect(groupTitles()).toHaveLength(7)
  })
})
