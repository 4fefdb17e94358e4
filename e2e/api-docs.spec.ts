import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { SDK_VERSION } from '@folio/schema'
import { expect, test, type Page } from '@playwright/test'

import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

const deliveryGroup = (page: Page) =>
  page
    .getByTestId('endpoint-group')
    .filter({ has: page.getByRole('heading', { name: /^Delivery/ }) })

/** Runs a copied shell command as a person would paste it into a terminal. */
function runInShell(command: string): string {
  return execFileSync('bash', ['-c', command], { encoding: 'utf8', timeout: 15_000 })
}

test.describe('/api documentation', () => {
  test('an admin reads the endpoints, creates a key and runs the copied curl example', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const type = await createTestType(request, 'Docs Spec')
    const [published] = await createItems(request, type, [
      { title: `Published ${type.slug}`, status: 'published' },
      { title: `Draft ${type.slug}` },
    ])

    await signInAsDemo(page, 'Admin')
    await page.goto('/api')
    await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Authentication' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByText('Authorization: Bearer <key>', { exact: true })).toBeVisible()

    // Endpoints come from /api/v1/openapi.json, the delivery API first.
    await page.getByRole('tab', { name: 'Endpoints' }).click()
    await expect(page).toHaveURL(/\?tab=endpoints$/)
    const delivery = deliveryGroup(page)
    await expect(page.getByTestId('endpoint-group').first()).toContainText('Delivery')
    for (const [method, apiPath] of [
      ['get', '/content-types'],
      ['get', '/content-types/{idOrSlug}'],
      ['get', '/content/{type}/items'],
      ['get', '/content/{type}/items/{idOrSlug}'],
      ['post', '/content/{type}/items'],
      ['put', '/content/{type}/items/{idOrSlug}'],
      ['delete', '/content/{type}/items/{idOrSlug}'],
    ] as const) {
      await expect(
        delivery
          .locator('summary')
          .filter({ hasText: new RegExp(`^${method}${escapeRegExp(apiPath)}[A-Z]`) }),
      ).toHaveCount(1)
    }
    const list = delivery
      .getByTestId('endpoint')
      .filter({ has: page.locator('summary', { hasText: /^get\/content\/\{type\}\/items[A-Z]/ }) })
    await list.locator('summary').click()
    await expect(list.getByRole('cell', { name: 'filter[field][op]', exact: true })).toBeVisible()
    await expect(list.getByRole('cell', { name: 'integer (1–100)', exact: true })).toBeVisible()
    await expect(list.getByText('Example 200 response')).toBeVisible()
    await list.screenshot({ path: path.join(artifacts, 'api-docs-list-operation.png') })
    await page.screenshot({ path: path.join(artifacts, 'api-docs-endpoints.png'), fullPage: true })

    // Examples: a new read-only key is filled into the snippets.
    await page.getByRole('tab', { name: 'Examples' }).click()
    const curlBlock = page.getByRole('region', { name: 'curl' })
    await expect(curlBlock).toContainText('YOUR_API_KEY')
    await page.getByLabel('Content type').selectOption(type.slug)
    await page.getByRole('button', { name: 'Create a read-only key' }).click()
    await expect(page.getByLabel('API key')).toHaveValue(/^folio_/)
    const key = await page.getByLabel('API key').inputValue()
    await expect(curlBlock).toContainText(key)
    await expect(curlBlock).toContainText(`/api/v1/content/${type.slug}/items`)

    await curlBlock.getByRole('button', { name: 'Copy curl example' }).click()
    await expect(curlBlock.getByRole('button', { name: 'Copied curl example' })).toBeVisible()
    const command = await page.evaluate(() => navigator.clipboard.readText())
    expect(command).toContain(`Bearer ${key}`)
    await page.screenshot({ path: path.join(artifacts, 'api-docs-examples.png'), fullPage: true })

    // The copied command works as is. Another spec may switch API access off for a moment.
    let body: { data: { id: string; title: string; status: string }[]; meta: { total: number } }
    await expect
      .poll(
        () => {
          body = JSON.parse(runInShell(command)) as typeof body
          return body.data?.map((item) => item.title)
        },
        { timeout: 10_000 },
      )
      .toEqual([published!.title])
    expect(body!.meta.total).toBe(1)
    expect(body!.data[0]!.status).toBe('published')

    // The check mark goes after two seconds.
    await expect(curlBlock.getByRole('button', { name: 'Copy curl example' })).toBeVisible({
      timeout: 4_000,
    })

    // SDKs: the JavaScript library, honest Coming soon cards and a way to ask for more.
    await page.getByRole('tab', { name: 'SDKs' }).click()
    // Installed from this server's own tarball; the registry name is there for when it is published.
    const javascript = page.getByRole('region', { name: 'JavaScript / TypeScript' })
    const install = `npm install ${new URL(page.url()).origin}/sdk/folio-sdk-${SDK_VERSION}.tgz`
    await expect(javascript).toContainText(install)
    await expect(javascript).toContainText('npm install @folio/sdk')
    const tarball = await page.request.get(install.slice('npm install '.length))
    expect(tarball.status()).toBe(200)
    expect(tarball.headers()['content-type']).toBe('application/gzip')
    await expect(page.getByRole('region', { name: 'JavaScript / TypeScript' })).toContainText(
      `--key ${key}`,
    )
    for (const language of ['Python', 'PHP']) {
      await expect(page.getByRole('region', { name: language })).toContainText('Coming soon')
    }
    const more = page.getByRole('region', { name: 'More languages coming soon' })
    await expect(more).toContainText('Ruby, Go and Java')
    await expect(more.getByRole('link', { name: 'Request an SDK' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await page.screenshot({ path: path.join(artifacts, 'api-docs-sdks.png'), fullPage: true })
  })

  test('editors and viewers are sent to the dashboard', async ({ page }) => {
    for (const role of ['Editor', 'Viewer'] as const) {
      await signInAsDemo(page, role)
      await page.goto('/api')
      await expect(page).toHaveURL(/\/dashboard$/)
      await page.context().clearCookies()
      await page.evaluate(() => localStorage.clear())
    }
  })

  test('screenshots in light and dark, desktop and phone', async ({ page }) => {
    test.setTimeout(90_000)
    await signInAsDemo(page, 'Admin')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [name, size] of [
        ['desktop', { width: 1280, height: 900 }],
        ['phone', { width: 375, height: 812 }],
      ] as const) {
        await page.setViewportSize(size)
        for (const tab of ['authentication', 'endpoints', 'examples', 'sdks']) {
          await page.goto(`/api?tab=${tab}`)
          await expect(page.getByRole('tab', { selected: true })).toBeVisible()
          if (tab === 'endpoints') {
            await deliveryGroup(page).locator('summary').first().click()
          }
          if (tab === 'examples')
            await expect(page.getByRole('region', { name: 'curl' })).toBeVisible()
          await page.screenshot({
            path: path.join(artifacts, `api-docs-${tab}-${scheme}-${name}.png`),
          })
        }
      }
    }
  })
})

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
