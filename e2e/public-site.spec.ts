import path from 'node:path'

import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'

const artifacts = path.join(import.meta.dirname, 'artifacts')

test.describe('landing page', () => {
  test('has every section, anchor and link the spec lists', async ({ page }) => {
    await page.goto('/')
    // The brand is the site's name (Settings → General), which other specs change.
    await expect(page).toHaveTitle(/ — headless CMS with an AI writing assistant$/)

    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const anchor of ['#features', '#pricing', '#about']) {
      await expect(nav.locator(`a[href$="${anchor}"]`)).toBeVisible()
      await expect(page.locator(anchor)).toBeAttached()
    }
    await expect(page.getByRole('link', { name: 'Login' }).first()).toHaveAttribute(
      'href',
      '/login',
    )

    const heroStart = page.getByRole('link', { name: 'Get Started Free' }).first()
    await expect(heroStart).toHaveAttribute('href', '/login')
    await expect(page.getByRole('link', { name: /Schedule a call/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    )

    await expect(page.locator('#features h3')).toHaveText([
      /AI content creation/i,
      /custom content types/i,
      /multi-language/i,
      /team collaboration/i,
      /drag-and-drop/i,
      /version control/i,
    ])
    await expect(page.getByText('How It Works')).toBeVisible()
    for (const step of [/connect your app/i, /create content with AI/i, /publish and deploy/i]) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible()
    }
    // What the pricing section says depends on the installation: marketing-truth.spec.ts.
    await expect(page.getByRole('heading', { name: 'Everything is included' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Frequently asked questions/i })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Loved by/i })).toBeVisible()
    await expect(page.getByRole('link', { name: /Contact Sales/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    )

    const footer = page.getByRole('contentinfo')
    await expect(footer.locator('a[href="/docs"]').first()).toBeVisible()
    for (const anchor of ['#security', '#blog', '#careers', '#privacy', '#terms']) {
      await expect(footer.locator(`a[href$="${anchor}"]`).first()).toBeAttached()
      await expect(page.locator(anchor)).toBeAttached()
    }
    await expect(footer).toContainText('© 2025')
  })

  test('is prerendered: its content is in the HTML before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#features h3')).toHaveCount(6)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
    await context.close()
  })

  test('switches to dark mode from the theme menu and remembers it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await page.getByRole('button', { name: /^Theme:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Dark' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
  })

  test('fits a 360 px wide screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    for (const url of ['/', '/pricing', '/docs', '/contact']) {
      await page.goto(url)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, url).toBeLessThanOrEqual(360)
    }
  })

  test('screenshots in light and dark', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/')
      await page.screenshot({ path: path.join(artifacts, `landing-${scheme}.png`), fullPage: true })
    }
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await page.screenshot({ path: path.join(artifacts, 'landing-mobile.png'), fullPage: true })
  })
})

// The pricing page, on this self-hosted installation and on one that sells Premium:
// marketing-truth.spec.ts.

test.describe('docs page', () => {
  const groups = [
    'Getting Started',
    'Content Management',
    'Media Library',
    'Workflow',
    'AI Features',
    'Localization',
    'API Reference',
  ]

  test('search filters the groups case-insensitively and shows an empty state', async ({
    page,
  }) => {
    await page.goto('/docs')
    const groupHeadings = page.getByRole('main').getByRole('heading', { level: 2 })
    for (const group of groups) {
      await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible()
    }

    const search = page.getByLabel('Search documentation')
    await search.fill('LOCALIZATION')
    await expect(page.getByRole('heading', { name: 'Localization', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Workflow', exact: true })).toBeHidden()

    await search.fill('zzzz-nothing')
    await expect(page.getByRole('heading', { name: 'No results for "zzzz-nothing"' })).toBeVisible()
    for (const group of groups) {
      await expect(page.getByRole('heading', { name: group, exact: true })).toBeHidden()
    }

    await page.getByRole('button', { name: 'Clear search' }).first().click()
    await expect(search).toHaveValue('')
    await expect(groupHeadings.filter({ hasText: 'API Reference' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})

test.describe('contact page', () => {
  test('sends a message that the server stores, then thanks the sender', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()

    const unique = `E2E ${Date.now()}`
    await page.getByLabel('Name').fill(unique)
    await page.getByLabel('Email').fill('e2e@example.com')
    await page.getByLabel('Message').fill('Can Folio run on PostgreSQL?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('heading', { name: `Thanks, ${unique}!` })).toBeVisible()

    const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'folio.db'), {
      readonly: true,
    })
    try {
      const row = db
        .prepare('select email, message from contact_messages where name = ?')
        .get(unique)
      expect(row).toEqual({ email: 'e2e@example.com', message: 'Can Folio run on PostgreSQL?' })
    } finally {
      db.close()
    }
  })
})

test.describe('unknown pages', () => {
  test('show the 404 page with a real 404 status', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText(/does not exist or has been moved/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  test('API paths answer JSON, not the page', async ({ request }) => {
    const response = await request.get('/api/v1/nope')
    expect(response.status()).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No route GET /api/v1/nope' },
    })
  })
})
