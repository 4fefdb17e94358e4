import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

/** The chart's tooltip, a status region beside the chart that reads out the figures shown. */
const tooltipOf = (page: Page, region: string) =>
  page.getByRole('region', { name: region, exact: true }).getByRole('status')

test('Analytics charts show a day in their tooltip by keyboard and by pointer, light and dark', async ({
  page,
  request,
}) => {
  // Something to draw: an item created and published today, read with an API key.
  const type = await createTestType(request, 'Charts')
  const [item] = await createItems(request, type, [
    { title: `A charted story ${Date.now()}`, status: 'published' },
  ])
  const key = await apiAs<{ secret: string }>(request, 'admin', 'POST', '/api-keys', {
    name: `Charts ${Date.now()}`,
    scope: 'read',
  })
  const read = await request.get(`/api/v1/content/${type.slug}/items/${item!.slug}`, {
    headers: { authorization: `Bearer ${key.secret}` },
  })
  expect(read.status()).toBe(200)

  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsDemo(page, 'Admin')
  await page.goto('/analytics?days=7')
  const chart = page.getByRole('img', { name: /^Items created and published per day/ })
  await expect(chart).toBeVisible()

  // Tab reaches the chart; focus shows the first day, the arrow keys the next ones.
  await chart.focus()
  const tooltip = tooltipOf(page, 'Content')
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toHaveText(/Created:\s*\d+\s*Published:\s*\d+/)
  for (let day = 0; day < 6; day++) await page.keyboard.press('ArrowRight')
  await expect(tooltip).toContainText(/Created:\s*[1-9]/)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page
      .getByRole('region', { name: 'Content', exact: true })
      .screenshot({ path: path.join(artifacts, `chart-content-keyboard-${scheme}.png`) })
  }
  await chart.blur()
  await expect(tooltip).toBeHidden()

  // The pointer on the requests chart shows that day's requests per key.
  const requests = page.getByRole('img', { name: /^API requests per key per day/ })
  const box = (await requests.boundingBox())!
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2)
  await expect(tooltipOf(page, 'API requests')).toBeVisible()
  await page
    .getByRole('region', { name: 'API requests' })
    .screenshot({ path: path.join(artifacts, 'chart-requests-pointer-dark.png') })
  await page.emulateMedia({ colorScheme: 'light' })
  await page
    .getByRole('region', { name: 'API requests' })
    .screenshot({ path: path.join(artifacts, 'chart-requests-pointer-light.png') })
})

test('The dashboard ring and the connections sparkline, light and dark, at 360 px', async ({
  page,
  request,
}) => {
  const name = `Sparkline ${Date.now()}`
  const key = await apiAs<{ secret: string }>(request, 'admin', 'POST', '/api-keys', {
    name,
    scope: 'read',
  })
  const answer = await request.get('/api/v1/content-types', {
    headers: { authorization: `Bearer ${key.secret}` },
  })
  expect(answer.ok()).toBe(true)

  await page.setViewportSize({ width: 360, height: 780 })
  await signInAsDemo(page, 'Admin')
  const overview = page.getByRole('region', { name: 'Publishing Overview' })
  // The ring is drawn once the dashboard's figures have arrived.
  await expect(
    overview.getByTestId('donut-chart').locator('circle[data-part]').first(),
  ).toBeVisible()
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await overview.screenshot({ path: path.join(artifacts, `chart-donut-360-${scheme}.png`) })
  }

  await page.goto('/connections')
  const row = page.getByRole('article', { name })
  // Requests are counted in batches: the day's count shows within the flush interval.
  const list = page.getByRole('region', { name: 'All connections' })
  const sparkline = row.getByRole('img', { name: /^[1-9]\d* requests? in the last 7 days/ })
  await expect(async () => {
    await list.getByRole('button', { name: 'Refresh' }).click()
    await expect(sparkline).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await sparkline.focus()
  for (let day = 0; day < 6; day++) await page.keyboard.press('ArrowRight')
  await expect(row.getByRole('status')).toContainText(/\d+ requests?/)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await row.screenshot({ path: path.join(artifacts, `chart-sparkline-360-${scheme}.png`) })
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
