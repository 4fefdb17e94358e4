import type { Site } from '@folio/schema'
import { screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { PublicLayout } from './public-layout'

import { brandedTitle } from '@/lib/site-appearance'
import { PageMeta } from '@/lib/page-meta'
import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

const site: Site = {
  name: 'Northwind',
  description: '',
  logoUrl: '',
  faviconUrl: 'https://cdn.example.com/northwind.png',
  previewUrl: '',
  defaultTheme: 'dark',
  primaryColor: '#5E5CE6',
  primaryDomain: null,
}

function Pricing() {
  return (
    <>
      <PageMeta title="Pricing — Folio" description="Plans" />
      <h1>Pricing</h1>
    </>
  )
}

function renderPublicPage() {
  return renderApp(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="pricing" element={<Pricing />} />
      </Route>
    </Routes>,
    { route: '/pricing' },
  )
}

describe('brandedTitle', () => {
  it('puts the site name where the page names Folio', () => {
    expect(brandedTitle('Settings — Folio', 'Northwind')).toBe('Settings — Northwind')
    expect(brandedTitle('Folio — headless CMS', 'Northwind')).toBe('Northwind — headless CMS')
    expect(brandedTitle('Folio', 'Northwind')).toBe('Northwind')
    expect(brandedTitle('Settings — Folio', '  ')).toBe('Settings — Folio')
  })
})

describe('PublicLayout', () => {
  afterEach(() => {
    window.localStorage.clear()
    document.documentElement.classList.remove('dark')
    document.documentElement.style.removeProperty('--color-primary')
  })

  it("applies Settings → General and Appearance to a visitor's page", async () => {
    stubApi.get('/api/v1/site', { data: site })
    renderPublicPage()
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeDefined()

    await waitFor(() => expect(document.title).toBe('Pricing — Northwind'))
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')
    expect(icon?.href).toBe(site.faviconUrl)
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#5e5ce6')
    // No theme of their own: the visitor gets the site's default.
    expect(document.documentElement.classList.contains('dark')).toBe(true)
  })
})
