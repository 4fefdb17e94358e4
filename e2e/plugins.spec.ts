import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { demoToken } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { toasts, type TestItem, type TestType } from './support/content.js'

// The server runs with FOLIO_PLUGINS=plugins/reading-time (playwright.config.ts).
const PLUGIN = 'reading-time'
const artifacts = path.join(import.meta.dirname, 'artifacts')

/** `count` distinct words in a paragraph, as the rich-text editor stores them. */
const words = (count: number) =>
  `<p>${Array.from({ length: count }, (_, index) => `word${index}`).join(' ')}</p>`

/** Calls `/api/v1` as the demo admin (PATCH included) and returns the answer's JSON. */
async function adminApi(request: APIRequestContext) {
  const token = await demoToken(request, 'admin')
  return async <T>(method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown): Promise<T> => {
    const response = await request.fetch(`/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data: body,
    })
    expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(
      true,
    )
    return (await response.json()) as T
  }
}

test.describe('Settings → Plugins', () => {
  test('reading-time fills items only once granted, and stops when switched off', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const api = await adminApi(request)
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`

    try {
      await signInAsDemo(page, 'Admin')
      await page.goto('/settings?tab=plugins')
      await expect(page.getByRole('tab', { name: 'Plugins' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      const card = page.getByRole('article', { name: PLUGIN })
      await expect(card.getByText('Running', { exact: true })).toBeVisible()
      await expect(card.getByRole('switch', { name: 'Enabled' })).toBeChecked()
      const permissions = card.getByRole('form', { name: `Permissions of ${PLUGIN}` })
      const read = permissions.getByRole('checkbox', { name: /content:read/ })
      const write = permissions.getByRole('checkbox', { name: /content:write/ })
      await expect(read).not.toBeChecked()
      await expect(write).not.toBeChecked()

      const { data: type } = await api<{ data: TestType }>('POST', '/content-types', {
        name: `Reading ${stamp}`,
        slug: `reading-${stamp}`,
        description: 'Made by the plugins e2e spec',
        fields: [
          { name: 'body', type: 'rich-text', required: true },
          { name: 'readingTime', type: 'number' },
        ],
      })
      const itemPath = (id: string) => `/content/${type.id}/items/${id}`

      // Nothing granted: the plugin hears of no save and changes none.
      const { data: first } = await api<{ data: TestItem }>('POST', `/content/${type.id}/items`, {
        title: `Long read ${stamp}`,
        status: 'draft',
        data: { body: words(450) },
      })
      expect(first.data.readingTime ?? null).toBeNull()

      await read.check()
      await write.check()
      await permissions.getByRole('button', { name: 'Save permissions' }).click()
      const saved = toasts(page).getByText(`Permissions of ${PLUGIN} saved`)
      await expect(saved).toBeVisible()
      await expect(permissions.getByRole('button', { name: 'Save permissions' })).toBeDisabled()
      await expect(read).toBeChecked()

      // Granted: 450 words at 200 a minute is 2.25, rounded up.
      const { data: granted } = await api<{ data: TestItem }>('PUT', itemPath(first.id), first)
      expect(granted.data.readingTime).toBe(3)

      // The toast would cover the card's last button in the pictures.
      // Its own toast: a live notification from another session may show beside it.
      const dismiss = page.getByRole('button', { name: 'Dismiss notification' })
      await toasts(page)
        .locator('div', { hasText: `Permissions of ${PLUGIN} saved` })
        .filter({ has: dismiss })
        .last()
        .getByRole('button', { name: 'Dismiss notification' })
        .click()
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.setViewportSize({ width: 1280, height: 1000 })
        await expect(card).toBeVisible()
        await page.screenshot({
          path: path.join(artifacts, `settings-plugins-${scheme}.png`),
          fullPage: true,
        })
      }
      await page.setViewportSize({ width: 360, height: 800 })
      await card.scrollIntoViewIfNeeded()
      await page.screenshot({
        path: path.join(artifacts, 'settings-plugins-dark-360.png'),
        fullPage: true,
      })
      await page.emulateMedia({ colorScheme: 'light' })
      await page.setViewportSize({ width: 1280, height: 1000 })

      // Switched off: a save keeps the minutes it had, though the text doubled.
      await card.getByRole('switch', { name: 'Enabled' }).click()
      await expect(toasts(page).getByText(`${PLUGIN} disabled`)).toBeVisible()
      await expect(card.getByText('Disabled', { exact: true })).toBeVisible()
      await expect(card.getByRole('switch', { name: 'Enabled' })).not.toBeChecked()

      const { data: after } = await api<{ data: TestItem }>('PUT', itemPath(first.id), {
        ...granted,
        data: { ...granted.data, body: words(900) },
      })
      expect(after.data.readingTime).toBe(3)
    } finally {
      // The server outlives this test: leave the plugin as it started, for a retry.
      await api('PATCH', `/plugins/${encodeURIComponent(PLUGIN)}`, {
        enabled: true,
        grantedPermissions: [],
      })
    }
  })
})
