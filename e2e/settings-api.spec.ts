import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

interface ApiSettings {
  enabled: boolean
  allowedOrigins: string[]
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

/** GETs a delivery endpoint with an API key; returns the status and the parsed body. */
async function callWithKey(request: APIRequestContext, key: string, apiPath: string) {
  const response = await request.get(`/api/v1${apiPath}`, {
    headers: { authorization: `Bearer ${key}` },
  })
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> }
}

/** Reads the secret the reveal dialog shows, copying it with its button like a person would. */
async function copySecret(page: Page, dialogName: string): Promise<string> {
  const reveal = page.getByRole('dialog', { name: dialogName })
  await expect(reveal.getByText('It will not be shown again', { exact: false })).toBeVisible()
  const shown = (await reveal.getByRole('textbox', { name: 'API key' }).textContent()) ?? ''
  expect(shown).toMatch(/^folio_/)
  await reveal.getByRole('button', { name: 'Copy API key' }).click()
  await expect(reveal.getByRole('button', { name: 'Copied API key' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(shown)
  return copied
}

async function keyAction(page: Page, name: string, action: 'Regenerate' | 'Revoke') {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test.describe('Settings → API', () => {
  test('an admin creates a read-only key, uses, regenerates and revokes it, and turns access off and on', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`
    const keyName = `Website ${stamp}`
    const type = await createTestType(request, 'Key Spec')
    await createItems(request, type, [
      { title: `Published ${stamp}`, status: 'published' },
      { title: `Draft ${stamp}` },
    ])

    await signInAsDemo(page, 'Admin')
    await page.goto('/settings?tab=api')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('100 requests per minute per key')).toBeVisible()
    await expect(page.getByText('Authorization: Bearer <key>', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Read the API documentation' })).toHaveAttribute(
      'href',
      '/api',
    )

    // Create: read-only is the default scope.
    await page.getByRole('button', { name: 'Create API key' }).first().click()
    const create = page.getByRole('dialog', { name: 'Create API key' })
    await create.getByLabel('Name').fill(keyName)
    await expect(create.getByRole('radio', { name: 'Read-only' })).toBeChecked()
    await create.getByRole('button', { name: 'Create key' }).click()
    const key = await copySecret(page, 'API key created')
    await page.screenshot({ path: path.join(artifacts, 'settings-api-key-created.png') })
    await page
      .getByRole('dialog', { name: 'API key created' })
      .getByRole('button', { name: 'Done' })
      .click()

    const row = page.getByRole('row').filter({ hasText: keyName })
    await expect(row.getByText(`${key.slice(0, 14)}…`).filter({ visible: true })).toBeVisible()
    await expect(row.getByText('Read-only').filter({ visible: true })).toBeVisible()
    await expect(row.getByRole('cell', { name: 'Never', exact: true })).toBeVisible()
    await expect(page.getByText(key)).toHaveCount(0)

    // The key reads the content API, published items only.
    const types = await callWithKey(request, key, '/content-types')
    expect(types.status).toBe(200)
    expect(JSON.stringify(types.body)).toContain(type.id)
    const items = await callWithKey(request, key, `/content/${type.id}/items`)
    expect(items.status).toBe(200)
    const titles = (items.body.data as { title: string }[]).map((item) => item.title)
    expect(titles).toContain(`Published ${stamp}`)
    expect(titles).not.toContain(`Draft ${stamp}`)

    // Reloading keeps the tab, and the list now knows the key was used.
    await page.reload()
    await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true')
    await expect(row.getByRole('cell', { name: 'Never', exact: true })).toHaveCount(0)
    // Created and last used, both moments ago.
    await expect(row.getByRole('cell', { name: 'just now', exact: true })).toHaveCount(2)

    // Regenerate: the old secret stops working at once.
    await keyAction(page, keyName, 'Regenerate')
    const regenerate = page.getByRole('dialog', { name: 'Regenerate API key?' })
    await expect(regenerate.getByText('stops working at once', { exact: false })).toBeVisible()
    await regenerate.getByRole('button', { name: 'Regenerate key' }).click()
    const newKey = await copySecret(page, 'API key regenerated')
    expect(newKey).not.toBe(key)
    await page
      .getByRole('dialog', { name: 'API key regenerated' })
      .getByRole('button', { name: 'Done' })
      .click()
    expect((await callWithKey(request, key, '/content-types')).status).toBe(401)
    expect((await callWithKey(request, newKey, '/content-types')).status).toBe(200)

    // Turning API access off refuses every key with 403; turning it on again restores it.
    const before = await apiAs<ApiSettings>(request, 'admin', 'GET', '/settings/api')
    try {
      const access = page.getByRole('switch', { name: 'Enable API access' })
      await expect(access).toBeChecked()
      await access.click()
      await page.getByRole('button', { name: 'Save settings' }).click()
      await expect(toasts(page).getByText('API settings saved')).toBeVisible()
      await expect(page.getByText('API access is off', { exact: true })).toBeVisible()
      const refused = await callWithKey(request, newKey, '/content-types')
      expect(refused.status).toBe(403)
      expect(JSON.stringify(refused.body)).toContain('API access is disabled')

      await access.click()
      await page.getByRole('button', { name: 'Save settings' }).click()
      await expect(page.getByText('API access is off', { exact: true })).toHaveCount(0)
      expect((await callWithKey(request, newKey, '/content-types')).status).toBe(200)
    } finally {
      await apiAs(request, 'admin', 'PUT', '/settings/api', { ...before, enabled: true })
    }

    // Revoke: the key is refused and leaves the list.
    await keyAction(page, keyName, 'Revoke')
    await page
      .getByRole('dialog', { name: 'Revoke API key?' })
      .getByRole('button', { name: 'Revoke key' })
      .click()
    await expect(toasts(page).getByText(`API key “${keyName}” revoked`)).toBeVisible()
    await expect(row).toHaveCount(0)
    expect((await callWithKey(request, newKey, '/content-types')).status).toBe(401)
  })

  test('an invalid allowed origin is named before anything is saved', async ({ page }) => {
    await signInAsDemo(page, 'Admin')
    await page.goto('/settings?tab=api')
    const origins = page.getByLabel('Allowed origins')
    await origins.fill('https://example.com, example.org')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(
      page.getByText(
        '“example.org”: Each allowed origin must be a URL such as https://example.com, or *',
      ),
    ).toBeVisible()
    await expect(origins).toBeFocused()
  })

  test('screenshots of the API tab in light and dark, desktop and phone', async ({ page }) => {
    await signInAsDemo(page, 'Admin')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [label, size] of [
        ['desktop', { width: 1280, height: 900 }],
        ['phone', { width: 375, height: 812 }],
      ] as const) {
        await page.setViewportSize(size)
        await page.goto('/settings?tab=api')
        await expect(page.getByLabel('Allowed origins')).toBeVisible()
        await expect(page.getByText('Loading API keys...')).toHaveCount(0)
        await page.screenshot({
          path: path.join(artifacts, `settings-api-${scheme}-${label}.png`),
          fullPage: true,
        })
      }
    }
  })
})
