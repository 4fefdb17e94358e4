import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

const artifacts = path.join(import.meta.dirname, 'artifacts')

const article = (page: Page) => page.getByRole('article')
const pageHeading = (page: Page) => article(page).getByRole('heading', { level: 1 })

test.describe('the manual', () => {
  test('every topic of the hub opens a real page, at its section', async ({ page }) => {
    await page.goto('/docs')
    const topics = page.locator('main section[id] li a')
    await expect(topics.first()).toBeVisible()
    const hrefs = await topics.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )
    expect(hrefs.length).toBeGreaterThanOrEqual(28)

    for (const href of hrefs) {
      expect(href, href).toMatch(/^\/docs\/[a-z-]+(#[a-z0-9-]+)?$/)
      await page.goto(href)
      await expect(pageHeading(page), href).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
      const anchor = href.split('#')[1]
      if (anchor) await expect(page.locator(`#${anchor}`), href).toBeInViewport()
    }
  })

  test('every page in the list opens with its heading and title, from a click', async ({
    page,
  }) => {
    await page.goto('/docs/getting-started')
    const list = page.getByRole('navigation', { name: 'Manual' })
    const titles = await list.getByRole('link').allTextContents()
    expect(titles.length).toBeGreaterThanOrEqual(12)
    for (const title of titles.slice(1)) {
      await list.getByRole('link', { name: title, exact: true }).click()
      await expect(pageHeading(page)).toHaveText(title)
      await expect(page).toHaveTitle(`${title} — Folio docs`)
      await expect(list.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
    }
  })

  test('previous and next follow the reading order', async ({ page }) => {
    await page.goto('/docs/getting-started')
    const pager = page.getByRole('navigation', { name: 'Previous and next page' })
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveCount(0)

    await pager.getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(/\/docs\/content-modeling$/)
    await expect(pageHeading(page)).toHaveText('Content modeling')

    await pager.getByRole('link', { name: /Next/ }).click()
    await expect(pageHeading(page)).toHaveText('Delivery API and query language')

    await pager.getByRole('link', { name: /Previous/ }).click()
    await expect(pageHeading(page)).toHaveText('Content modeling')
  })

  test('a page has its contents list and copies a code sample', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/docs/delivery-api')

    const contents = page.getByRole('complementary').filter({ hasText: 'On this page' })
    await contents.getByRole('link', { name: 'Pagination' }).click()
    await expect(page).toHaveURL(/#pagination$/)
    await expect(page.getByRole('heading', { name: 'Pagination', level: 2 })).toBeInViewport()

    const sample = article(page).getByRole('figure').filter({ hasText: 'pageSize=1' })
    await sample.getByRole('button', { name: 'Copy code' }).click()
    await expect(sample.getByRole('button', { name: /Copied/ })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('curl "$FOLIO_URL/api/v1/content/blog-post/items?pageSize=1')
  })

  test('the hub search finds a word that only a page’s text holds', async ({ page }) => {
    await page.goto('/docs')
    const search = page.getByLabel('Search documentation')
    // "Ollama" is in no topic title or description: only in the AI page's text.
    await search.fill('ollama')

    const found = page.getByRole('region', { name: 'Pages of the manual' })
    const results = found.getByRole('link')
    await expect(results).toHaveCount(1)
    await expect(results).toContainText('AI assistant › Connecting a provider')
    await expect(results.locator('mark')).toHaveText('Ollama')
    await expect(page.getByRole('status')).toHaveText('0 topics and 1 page found')

    await search.press('ArrowDown')
    await expect(results).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/docs\/ai#connecting-a-provider$/)
    await expect(pageHeading(page)).toHaveText('AI assistant')
    await expect(page.getByText(/an Ollama or vLLM server/)).toBeVisible()
  })

  test('an unknown page is the 404 page', async ({ page }) => {
    await page.goto('/docs/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  })

  test('fits a 360 px screen; screenshots in light and dark', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto('/docs/webhooks')
      await page.screenshot({ path: path.join(artifacts, `docs-page-${scheme}.png`) })
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 360, height: 740 })
    for (const slug of ['webhooks', 'delivery-api', 'getting-started', 'deploy']) {
      await page.goto(`/docs/${slug}`)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, slug).toBeLessThanOrEqual(360)
    }
    await page.goto('/docs/webhooks')
    await page.screenshot({ path: path.join(artifacts, 'docs-page-mobile.png') })
    await page.goto('/docs')
    await page.getByLabel('Search documentation').fill('retry')
    await expect(page.getByRole('region', { name: 'Pages of the manual' })).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'docs-search-mobile.png') })
  })
})
