import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AppRoutes } from './app/router'
import { render } from './entry-prerender'
import { apiNotFound, stubApi } from '@/testing/stub-api'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('render', () => {
  it('prerenders the landing page with its sections, anchors and labels', () => {
    const { html, title, description } = render('/')
    expect(title).toBe('Folio — headless CMS with an AI writing assistant')
    expect(description).toMatch(/headless CMS/)
    for (const id of ['features', 'pricing', 'faq', 'about', 'security', 'blog', 'careers']) {
      expect(html).toContain(`id="${id}"`)
    }
    expect(html).toContain('id="privacy"')
    expect(html).toContain('id="terms"')
    for (const anchor of ['#features', '#pricing', '#about']) {
      expect(html).toContain(`href="${anchor}"`)
    }
    expect(html).toContain('Get Started Free')
    expect(html).toContain('Schedule a call')
    expect(html).toContain('Contact Sales')
    expect(html).toContain('Most Popular')
    expect(html).toContain('© 2025 Folio')
    expect(html).toContain('href="/docs"')
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
  })

  it('gives every public page its own title', () => {
    expect(render('/pricing').title).toBe('Pricing — Folio')
    expect(render('/docs').title).toBe('Documentation — Folio')
    expect(render('/contact').title).toBe('Contact — Folio')
    expect(render('/no-such-page').title).toBe('Page Not Found — Folio')
  })

  it('links both plans on the pricing page to /signup', () => {
    const { html } = render('/pricing')
    expect(html.match(/href="\/signup"[^>]*>Get Started</g)).toHaveLength(2)
  })

  it.each(['/', '/pricing', '/docs', '/contact'])('%s hydrates without a mismatch', async (url) => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    // The public pages read the site's name and look, and what the installation sells, once
    // hydrated; not what this is about.
    stubApi.get('/api/v1/site', apiNotFound)
    stubApi.get('/api/v1/billing/offer', apiNotFound)
    const consoleError = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    const container = document.createElement('div')
    container.innerHTML = render(url).html
    document.body.append(container)

    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
        </MemoryRouter>,
        { onRecoverableError: recoverable },
      )
      await Promise.resolve()
    })

    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    act(() => root?.unmount())
  })
})
