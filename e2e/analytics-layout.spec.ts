import path from 'node:path'

import { expect, test } from '@playwright/test'

import { apiAs } from './support/api.js'
import { createItems, createTestType } from './support/content.js'

import { signInAsDemo } from './support/auth.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

test('Analytics fits a 360 px wide screen, charts and list included', async ({ page, request }) => {
  // Something in every chart and the most-read list: a published item read with an API key.
  const type = await createTestType(request, 'Analytics')
  const [item] = await createItems(request, type, [
    { title: `A story read often ${Date.now()}`, status: 'published' },
  ])
  const key = await apiAs<{ secret: string }>(request, 'admin', 'POST', '/api-keys', {
    name: `Analytics layout ${Date.now()}`,
    scope: 'read',
  })
  for (let read = 0; read < 3; read++) {
    const response = await request.get(`/api/v1/content/${type.slug}/items/${item!.slug}`, {
      headers: { authorization: `Bearer ${key.secret}` },
    })
    expect(response.status()).toBe(200)
  }
  // Reads are counted in memory and written every few seconds: wait for them to be written, or
  // the page shows its empty state instead of the list.
  await expect
    .poll(
      async () => {
        const analytics = await apiAs<{ mostRead: unknown[] }>(
          request,
          'admin',
          'GET',
          '/analytics?days=7',
        )
        return analytics.mostRead.length > 0
      },
      { timeout: 20_000 },
    )
    .toBe(true)

  await page.setViewportSize({ width: 360, height: 780 })
  await signInAsDemo(page, 'Admin')
  for (const days of [7, 30, 90]) {
    await page.goto(`/analytics?days=${days}`)
    await expect(
      page.getByRole('img', { name: /^Items created and published per day/ }),
    ).toBeVisible()
    await expect(page.getByRole('list', { name: 'Most-read items' })).toBeVisible()
    const overflow = await page.evaluate(() => {
      const root = document.documentElement
      const wide = Array.from(document.querySelectorAll<HTMLElement>('main *'))
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName}.${element.className}`)
      // Nothing hidden (the charts' tables for screen readers) may lengthen the page either.
      const main = document.querySelector('main')!.getBoundingClientRect().bottom + window.scrollY
      const blank = root.scrollHeight - Math.max(main, window.innerHeight)
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide, blank }
    })
    expect(overflow.scrollWidth, JSON.stringify(overflow)).toBeLessThanOrEqual(overflow.clientWidth)
    expect(overflow.blank, JSON.stringify(overflow)).toBeLessThanOrEqual(1)
  }
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({
      path: path.join(artifacts, `analytics-360-${scheme}.png`),
      fullPage: true,
    })
  }
})
