import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')
/** The built `@folio/preview`, as a site would load it (`npm run build` makes it). */
const packageDist = path.join(import.meta.dirname, '..', 'packages', 'preview', 'dist')

interface Item {
  id: string
  title: string
  slug: string
}

/** A content type of this test's own with a text field, and one draft item of it. */
async function createPage(request: APIRequestContext, label: string, previewUrl = '') {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const type = await apiAs<{ id: string; slug: string; previewUrl: string }>(
    request,
    'admin',
    'POST',
    '/content-types',
    {
      name: `${label} ${stamp}`,
      slug: `${label.toLowerCase().replace(/\s+/g, '-')}-${stamp}`,
      description: 'Made by the live preview e2e spec',
      fields: [{ name: 'heading', type: 'text' }],
      previewUrl,
    },
  )
  expect(type.previewUrl).toBe(previewUrl)
  const item = await apiAs<Item>(request, 'editor', 'POST', `/content/${type.id}/items`, {
    title: `${label} ${stamp}`,
    data: { heading: 'Saved heading' },
  })
  return { type, item }
}

const titleInput = (dialog: Locator) => dialog.getByRole('textbox', { name: /^Title/ })

async function openEditor(page: Page, typeId: string, title: string) {
  await signInAsDemo(page, 'Editor')
  await page.goto(`/content?type=${typeId}`)
  await page
    .getByRole('region', { name: 'Content items' })
    .getByRole('button', { name: `Edit ${title}` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit Content' })
  await dialog.getByRole('button', { name: 'Preview', exact: true }).click()
  return dialog
}

/**
 * A team's site in miniature: one page that renders the item it gets from the editor through
 * `@folio/preview`, each element marked with the field it shows.
 */
function sitePage(folioOrigin: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Team site</title></head>
  <body>
    <h1 id="title" data-folio-field="title">Waiting for Folio</h1>
    <p><a id="heading" href="/elsewhere" data-folio-field="heading"></a></p>
    <script type="module">
      import { subscribe } from '/preview/index.js'
      subscribe(
        (item) => {
          document.getElementById('title').textContent = item.title
          document.getElementById('heading').textContent = item.data.heading ?? ''
        },
        { origin: ${JSON.stringify(folioOrigin)} },
      )
    </script>
  </body>
</html>`
}

async function startSite(folioOrigin: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site')
    if (url.pathname.startsWith('/preview/')) {
      const file = path.join(packageDist, path.basename(url.pathname))
      readFile(file)
        .then((body) => {
          response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
          response.end(body)
        })
        .catch(() => {
          response.writeHead(404).end()
        })
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(sitePage(folioOrigin))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, origin: `http://127.0.0.1:${port}` }
}

test.describe('live preview', () => {
  test.describe.configure({ timeout: 90_000 })

  test("Folio's own preview shows unsaved changes and a click focuses the field", async ({
    page,
    request,
  }) => {
    const { type, item } = await createPage(request, 'Built-in preview')
    const dialog = await openEditor(page, type.id, item.title)
    const preview = dialog.getByRole('article', { name: 'Built-in preview' })
    await expect(preview.getByRole('heading', { name: item.title })).toBeVisible()
    await expect(preview).toContainText('Saved heading')

    await dialog.getByLabel('heading', { exact: true }).fill('Typed, not saved yet')
    await expect(preview).toContainText('Typed, not saved yet')
    await titleInput(dialog).fill('A new title')
    await expect(preview.getByRole('heading', { name: 'A new title' })).toBeVisible()
    await dialog.screenshot({ path: path.join(artifacts, 'live-preview-built-in.png') })

    await preview.getByText('Typed, not saved yet').click()
    await expect(dialog.getByLabel('heading', { exact: true })).toBeFocused()
    await preview.getByRole('heading', { name: 'A new title' }).click()
    await expect(titleInput(dialog)).toBeFocused()

    // Nothing was saved on the way.
    const saved = await apiAs<Item & { data: { heading: string } }>(
      request,
      'editor',
      'GET',
      `/content/${type.id}/items/${item.id}`,
    )
    expect(saved.title).toBe(item.title)
    expect(saved.data.heading).toBe('Saved heading')
  })

  test('on a phone the pane opens over the form, full width, and closes back to it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const { type, item } = await createPage(request, 'Phone preview')
    const dialog = await openEditor(page, type.id, item.title)
    const pane = dialog.getByRole('region', { name: 'Live preview' })
    await expect(pane.getByRole('heading', { name: item.title })).toBeVisible()
    const [paneBox, dialogBox] = [await pane.boundingBox(), await dialog.boundingBox()]
    // Everything inside the dialog's 1 px border.
    expect(paneBox!.width).toBeGreaterThanOrEqual(dialogBox!.width - 2)
    await dialog.screenshot({ path: path.join(artifacts, 'live-preview-phone.png') })
    await pane.getByRole('button', { name: 'Close preview' }).click()
    await expect(pane).toBeHidden()
    await expect(titleInput(dialog)).toBeVisible()
  })

  test("the team's site in the frame follows typing and a click there focuses the field", async ({
    page,
    request,
    baseURL,
  }) => {
    const site = await startSite(new URL(baseURL!).origin)
    try {
      const { type, item } = await createPage(
        request,
        'Site preview',
        `${site.origin}/{type}/{slug}`,
      )
      const dialog = await openEditor(page, type.id, item.title)
      const frameElement = dialog.locator('iframe')
      await expect(frameElement).toHaveAttribute(
        'src',
        new RegExp(`^${site.origin}/${type.slug}/${item.slug}\\?folio_preview=[\\w-]+\\.`),
      )
      const frame = dialog.frameLocator('iframe')
      // Sent when the site says it is ready: the item as the editor holds it.
      await expect(frame.locator('#title')).toHaveText(item.title)
      await expect(frame.locator('#heading')).toHaveText('Saved heading')

      await dialog.getByLabel('heading', { exact: true }).fill('Live from the editor')
      await expect(frame.locator('#heading')).toHaveText('Live from the editor')

      await dialog.getByRole('button', { name: 'Mobile' }).click()
      await expect(frameElement).toHaveJSProperty('clientWidth', 375)
      await dialog.screenshot({ path: path.join(artifacts, 'live-preview-site-mobile.png') })

      await frame.locator('#title').click()
      await expect(titleInput(dialog)).toBeFocused()
      // A link marked as a field focuses the field instead of leaving the page.
      await frame.locator('#heading').click()
      await expect(dialog.getByLabel('heading', { exact: true })).toBeFocused()
      await expect(frame.locator('#heading')).toHaveText('Live from the editor')
    } finally {
      site.server.close()
    }
  })
})
