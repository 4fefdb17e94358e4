import { defaultSeoSettings, seoMessages, type SitemapEntry } from '@folio/schema'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { SeoTab } from './seo-tab'

import { renderApp } from '@/testing/render-app'
import { apiError, recordRequests, stubApi } from '@/testing/stub-api'

const entry = (url: string, priority: number): SitemapEntry => ({
  id: url,
  url,
  priority,
  changeFrequency: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

// The settings form also lists the content types (for per-type defaults).
function renderTab() {
  stubApi.get('/api/v1/content-types', { data: [] })
  const asked = recordRequests()
  renderApp(<SeoTab />)
  return asked
}

describe('Settings → SEO', () => {
  it('reads the settings and the sitemap together, and shows the entries in order', async () => {
    stubApi.get('/api/v1/seo/settings', { data: defaultSeoSettings })
    stubApi.get('/api/v1/sitemap-entries', { data: [entry('/', 1), entry('/about', 0.8)] })
    const asked = renderTab()
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
    stubApi.get('/api/v1/seo/settings', { data: defaultSeoSettings })
    stubApi.get('/api/v1/sitemap-entries', () => apiError(500, 'internal_error', 'Down'))
    renderTab()
    expect(await screen.findByText(seoMessages.loadFailed)).toBeTruthy()
  })

  it('refuses a sitemap URL that is neither a path nor a web address', async () => {
    stubApi.get('/api/v1/seo/settings', { data: defaultSeoSettings })
    stubApi.get('/api/v1/sitemap-entries', { data: [] })
    const asked = renderTab()
    fireEvent.change(await screen.findByLabelText('URL'), { target: { value: 'about us' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText(seoMessages.entryUrlInvalid)).toBeTruthy()
    await waitFor(() => expect(asked.some((call) => call.startsWith('POST'))).toBe(false))
  })
})
