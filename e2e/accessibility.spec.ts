import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'

// Every screen, light and dark, through axe-core's WCAG 2.1 A/AA rules: a serious or critical
// violation (unlabelled control, unreadable contrast, broken ARIA) fails the screen.
const publicScreens = ['/', '/pricing', '/docs', '/contact', '/login', '/signup', '/no-such-page']
const appScreens = [
  '/dashboard',
  '/content',
  '/content-types',
  '/components',
  '/media',
  '/workflow',
  '/navigation',
  '/users',
  '/analytics',
  '/api',
  '/connections',
  '/ai-assistant',
  '/profile',
  ...[
    'general',
    'appearance',
    'seo',
    'localization',
    'workflow',
    'permissions',
    'notifications',
    'api',
    'webhooks',
    'plugins',
    'ai',
    'subscription',
    'database',
    'audit',
  ].map((tab) => `/settings?tab=${tab}`),
]

async function seriousViolations(page: Page) {
  // Screens load their data after the first paint; wait for the spinners to go.
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }))
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${scheme}`, () => {
    test.use({ colorScheme: scheme })

    test('public pages have no serious violations', async ({ page }) => {
      for (const path of publicScreens) {
        await page.goto(path)
        expect.soft(await seriousViolations(page), path).toEqual([])
      }
    })

    test('the app’s screens have no serious violations', async ({ page, request }) => {
      // Some 30 screens, each checked by axe; the light and dark runs start together on two
      // workers and took 3.8-4.2 minutes on a busy two-core machine.
      test.setTimeout(420_000)
      // The editor, empty and with a sample item of the installation open.
      const types = await apiAs<{ id: string; slug: string }[]>(
        request,
        'admin',
        'GET',
        '/content-types',
      )
      const type = types[0]!
      const items = await apiAs<{ id: string }[]>(
        request,
        'admin',
        'GET',
        `/content/${type.id}/items`,
      )
      const editors = [`/content?type=${type.id}&new=1`, `/content?item=${items[0]!.id}`]
      await signInAsDemo(page, 'Admin')
      for (const path of [...appScreens, ...editors]) {
        await page.goto(path)
        expect.soft(await seriousViolations(page), path).toEqual([])
      }
    })
  })
}
