import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

interface Overview {
  period: string
  total: number
  published: number
  drafts: number
  percentage: number
}

/** Chooses a period and returns the overview the server answered for it. */
async function choosePeriod(page: Page, label: string, period: string): Promise<Overview> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/dashboard') &&
      new URL(response.url()).searchParams.get('period') === period,
  )
  await page
    .getByRole('region', { name: 'Publishing Overview' })
    .getByRole('radio', { name: label })
    .click()
  const response = await answer
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { overview: Overview } }).data.overview
}

test.describe('dashboard', () => {
  test('the stat cards show totals and open their lists', async ({ page }) => {
    await signInAsDemo(page, 'Admin')
    const totals = page.getByRole('list', { name: 'Totals' })
    const cards = [
      ['Content Types', /\/content-types$/],
      ['Content Items', /\/content$/],
      ['Published', /\/content\?status=published$/],
      ['Drafts', /\/content\?status=draft$/],
    ] as const
    for (const [label, url] of cards) {
      const card = totals.getByRole('link', { name: new RegExp(`^${label}\\s*\\d+$`) })
      await expect(card).toBeVisible()
      await card.click()
      await expect(page).toHaveURL(url)
      await page.goBack()
    }
  })

  test('the publishing overview and recent content follow real content', async ({
    page,
    request,
  }) => {
    const stamp = Date.now()
    const typeName = `Dashboard Type ${stamp}`
    const slug = `dashboard-type-${stamp}`
    await apiAs(request, 'admin', 'POST', '/content-types', {
      name: typeName,
      slug,
      fields: [{ name: 'headline', type: 'text', required: false }],
    })
    const title = `Fresh news ${stamp}`
    await apiAs(request, 'admin', 'POST', `/content/${slug}/items`, {
      title,
      status: 'published',
      data: { headline: 'Hello' },
    })

    await signInAsDemo(page, 'Admin')
    const overview = page.getByRole('region', { name: 'Publishing Overview' })
    await expect(overview.getByRole('radio', { name: 'This week' })).toHaveAttribute(
      'aria-checked',
      'true',
    )

    // Today: the new item counts, and what is shown is the answer for today.
    const midnight = new Date()
    midnight.setHours(0, 0, 0, 0)
    const todayRequest = page.waitForRequest((req) => req.url().includes('period=today'))
    const today = await choosePeriod(page, 'Today', 'today')
    expect(new URL((await todayRequest).url()).searchParams.get('since')).toBe(
      midnight.toISOString(),
    )
    expect(today.total).toBeGreaterThanOrEqual(1)
    expect(today.published).toBeGreaterThanOrEqual(1)
    await expect(overview.getByText(/updated today$/)).toHaveText(
      `${today.total} ${today.total === 1 ? 'item' : 'items'} updated today`,
    )
    await expect(overview.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(today.percentage),
    )

    const month = await choosePeriod(page, 'This month', 'month')
    expect(month.total).toBeGreaterThanOrEqual(today.total)
    await expect(overview.getByText(/updated this month$/)).toHaveText(
      `${month.total} ${month.total === 1 ? 'item' : 'items'} updated this month`,
    )
    await expect(overview.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(month.percentage),
    )

    // Recent Content lists the item with its type; its link opens it in the content screen.
    const recent = page.getByRole('region', { name: 'Recent Content' })
    const item = recent.getByRole('listitem').filter({ hasText: title })
    await expect(item.getByText(typeName)).toBeVisible()
    await expect(item.getByText('Published')).toBeVisible()
    await expect(item.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      /\/content\?item=/,
    )

    await apiAs(request, 'admin', 'DELETE', `/content-types/${slug}`)
  })

  test('viewers get no shortcuts to create content or upload media', async ({ page }) => {
    await signInAsDemo(page, 'Viewer')
    const actions = page.getByRole('region', { name: 'Quick Actions' })
    await expect(actions.getByRole('link', { name: 'Manage Content Types' })).toBeVisible()
    await expect(actions.getByRole('link', { name: 'AI Assistant' })).toBeVisible()
    await expect(actions.getByText('Create Content')).toHaveCount(0)
    await expect(actions.getByText('Upload Media')).toHaveCount(0)
  })

  test('screenshots in light and dark, desktop and mobile', async ({ page }) => {
    await signInAsDemo(page, 'Editor')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [label, size] of [
        ['desktop', { width: 1280, height: 900 }],
        ['mobile', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size)
        await page.goto('/dashboard')
        await expect(page.getByRole('progressbar')).toBeVisible()
        await page.screenshot({
          path: path.join(artifacts, `dashboard-${scheme}-${label}.png`),
          fullPage: true,
        })
      }
    }
  })
})
