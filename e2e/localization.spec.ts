import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { apiAs, demoToken } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

interface Delivered {
  title: string
  locale: string
  locales: string[]
}

async function readKey(request: APIRequestContext): Promise<string> {
  const key = await apiAs<{ secret: string }>(request, 'admin', 'POST', '/api-keys', {
    name: `Localization spec ${Date.now()}`,
    scope: 'read',
  })
  return key.secret
}

async function deliver(request: APIRequestContext, key: string, apiPath: string) {
  const response = await request.get(`/api/v1${apiPath}`, {
    headers: { authorization: `Bearer ${key}` },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: Delivered }).data
}

test.describe('Languages and translations', () => {
  test.afterAll(async ({ request }) => {
    // Other specs share this installation: take the languages (and their translations) away.
    const token = await demoToken(request, 'admin')
    for (const code of ['fr', 'de']) {
      await request.delete(`/api/v1/languages/${code}?force=true`, {
        headers: { authorization: `Bearer ${token}` },
      })
    }
  })

  test('an admin adds French, translates an item and the API serves it with fallback', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const type = await createTestType(request, 'Story')
    const [item] = await createItems(request, type, [
      { title: 'Hello world', status: 'published', body: '<p>Hello</p>' },
    ])
    await apiAs(request, 'admin', 'POST', '/languages', { code: 'de', name: 'German' })

    await signInAsDemo(page, 'Admin')
    await page.goto('/settings?tab=localization')
    await page.getByRole('button', { name: 'Add language' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add language' })
    await dialog.getByLabel('Code').fill('fr_FR')
    await dialog.getByLabel('Name').fill('French')
    await dialog.getByRole('button', { name: 'Add language' }).click()
    await expect(
      dialog.getByText('fr_FR is not a valid language code', { exact: false }),
    ).toBeVisible()
    await dialog.getByLabel('Code').fill('fr')
    await dialog.getByRole('button', { name: 'Add language' }).click()
    const list = page.getByRole('list', { name: 'Languages' })
    await expect(list.getByRole('listitem')).toHaveText([/English.*Default/, /French/, /German/])
    await page.screenshot({ path: path.join(artifacts, 'settings-localization.png') })

    await page.goto(`/content?item=${item!.id}`)
    const editor = page.getByRole('dialog', { name: 'Edit Content' })
    await editor.getByRole('tab', { name: 'Languages' }).click()
    await editor.getByRole('radio', { name: /French/ }).click()
    await editor.getByRole('button', { name: 'Create French translation' }).click()
    const form = editor.getByRole('form', { name: 'French translation' })
    await expect(form.getByLabel('Title')).toHaveValue('Hello world')
    await expect(form.getByText('Same as English: not translated yet').first()).toBeVisible()
    await form.getByLabel('Title').fill('Bonjour le monde')
    await form.getByLabel('Status of the French translation').selectOption('published')
    await form.getByRole('button', { name: 'Save French' }).click()
    await expect(editor.getByRole('radio', { name: /French.*published/ })).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'editor-translation.png') })

    const key = await readKey(request)
    const base = `/content/${type.slug}/items/${item!.slug}`
    const french = await deliver(request, key, `${base}?locale=fr`)
    expect(french).toMatchObject({ title: 'Bonjour le monde', locale: 'fr' })
    expect(french.locales.sort()).toEqual(['en', 'fr'])
    // German exists but this item has no German: it falls back to the default language.
    const german = await deliver(request, key, `${base}?locale=de`)
    expect(german).toMatchObject({ title: 'Hello world', locale: 'en' })
    const strict = await request.get(`/api/v1${base}?locale=de&fallback=false`, {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(strict.status()).toBe(404)
  })
})
