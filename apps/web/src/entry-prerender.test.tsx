import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { AppRoutes } from './app/router'
import { prepare, render } from './entry-prerender'
import { apiNotFound, stubApi } from '@/testing/stub-api'

// What the build does before rendering: the docs' chunks, loaded lazily in the browser.
beforeAll(() => prepare())

// These tests call React's act themselves, which React allows only where this flag says so
// (Testing Library sets it only around its own calls).
beforeAll(() => vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true))
afterAll(() => vi.unstubAllGlobals())

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
    expect(render('/docs/webhooks').title).toBe('Webhooks — Folio docs')
    expect(render('/no-such-page').title).toBe('Page Not Found — Folio')
  })

  it('links both plans on the pricing page to /signup', () => {
    const { html } = render('/pricing')
    expect(html.match(/href="\/signup"[^>]*>Get Started</g)).toHaveLength(2)
  })

  it('prerenders the docs hub and each page of the manual with its text', () => {
    expect(render('/docs').html).toContain('href="/docs/webhooks"')
    const { html } = render('/docs/webhooks')
    expect(html).toContain('<h2 id="retries">Retries</h2>')
    expect(html).toContain('Copy code')
    expect(html).not.toContain('Loading...')
  })

  it.each(['/', '/pricing', '/docs', '/docs/webhooks', '/contact'])(
    '%s hydrates without a mismatch',
    async (url) => {
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
    },
  )

  it('keeps a search typed into the prerendered docs hub before the script took over', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    stubApi.get('/api/v1/site', apiNotFound)
    stubApi.get('/api/v1/billing/offer', apiNotFound)
    const container = document.createElement('div')
    container.innerHTML = render('/docs').html
    document.body.append(container)
    container.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'twice as long'

    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={['/docs']}>
          <AppRoutes />
        </MemoryRouter>,
      )
      await Promise.resolve()
    })

    await vi.waitFor(() => {
      expect(container.querySelector('#docs-pages-found')?.textContent).toBe('Pages of the manual')
    })
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe(
      'twice as long',
    )
    act(() => root?.unmount())
  })
})
