import { defaultSeoSettings, seoMessages, type SitemapEntry } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SeoTab } from './seo-tab'

const json = (status: number, body?: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const entry = (url: string, priority: number): SitemapEntry => ({
  id: url,
  url,
  priority,
  changeFrequency: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

function renderTab(handler: (path: string, init?: RequestInit) => Response) {
  const asked: string[] = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://folio.test').pathname
    asked.push(`${init?.method ?? 'GET'} ${path}`)
    return Promise.resolve(handler(path, init))
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <SeoTab />
    </QueryClientProvider>,
  )
  return asked
}

afterEach(() => vi.unstubAllGlobals())

describe('Settings → SEO', () => {
  it('reads the settings and the sitemap together, and shows the entries in order', async () => {
    const asked = renderTab((path) => {
      if (path === '/api/v1/seo/settings') return json(200, { data: defaultSeoSettings })
      if (path === '/api/v1/sitemap-entries')
        return json(200, { data: [entry('/', 1), entry('/about', 0.8)] })
      return json(200, { data: [] })
    })
    expect(await screen.findByText('/about')).toBeTruthy()
    expect(asked.slice(0, 2).sort()).toEqual([
      'GET /api/v1/seo/settings',
      'GET /api/v1/sitemap-entries',
    ])
    expect(screen.getByLabelText('robots.txt preview').textContent).toContain('Disallow:')
    fireEvent.click(screen.getByRole('switch', { name: 'Let search engines index the site' }))
    expect(screen.getByLabelText('robots.txt preview').textContent).toContain('Disallow: /')
  })

  it("shows the spec's message when either read fails", async () => {
    renderTab((path) =>
      path === '/api/v1/sitemap-entries'
        ? json(500, { error: { code: 'internal_error', message: 'Down' } })
        : json(200, { data: defaultSeoSettings }),
    )
    expect(await screen.findByText(seoMessages.loadFailed)).toBeTruthy()
  })

  it('refuses a sitemap URL that is neither a path nor a web address', async () => {
    const asked = renderTab((path) =>
      path === '/api/v1/seo/settings'
        ? json(200, { data: defaultSeoSettings })
        : json(200, { data: [] }),
    )
    fireEvent.change(await screen.findByLabelText('URL'), { target: { value: 'about us' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText(seoMessages.entryUrlInvalid)).toBeTruthy()
    await waitFor(() => expect(asked.some((call) => call.startsWith('POST'))).toBe(false))
  })
})
