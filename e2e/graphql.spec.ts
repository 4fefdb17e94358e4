import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { signInAsDemo } from './support/auth.js'
import { inEveryLook } from './support/looks.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

/** Opens /api on the GraphQL tab and waits for GraphiQL, which loads in its own chunk. */
async function openExplorer(page: Page) {
  await page.goto('/api')
  await page.getByRole('tab', { name: 'GraphQL' }).click()
  await expect(page).toHaveURL(/\?tab=graphql$/)
  const explorer = page.locator('.graphiql-container')
  // The explorer's chunk holds Monaco (some megabytes to parse): on a busy machine it takes more
  // than the default 10 s to appear.
  await expect(explorer.locator('.graphiql-query-editor .monaco-editor')).toBeVisible({
    timeout: 30_000,
  })
  return explorer
}

/** Replaces the query editor's text, as a person typing would, and runs it. */
async function runQuery(page: Page, query: string) {
  await page.locator('.graphiql-query-editor .monaco-editor').click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Delete')
  await page.keyboard.insertText(query)
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/graphql') && request.method() === 'POST',
  )
  await page.getByRole('button', { name: /^Execute query/ }).click()
  return sent
}

test.describe('/api GraphQL explorer', () => {
  test('an admin runs a query as themselves, then with an API key', async ({ page }) => {
    test.setTimeout(90_000)
    // Whatever the explorer loads (workers, fonts, styles) must pass the page's CSP.
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))

    await signInAsDemo(page, 'Admin')
    const explorer = await openExplorer(page)
    const response = explorer.locator('.graphiql-response')

    // The sample type by name: other specs add types, and the editor draws visible lines only, so
    // a list of every type may not show the sample's slug.
    const asUser = await runQuery(page, '{ blogPostList(pageSize: 1) { meta { total } } }')
    await expect(response).toContainText('"total"')
    // The session's token, not a key.
    expect(await asUser.headerValue('authorization')).toMatch(/^Bearer (?!folio_)\S+$/)

    // The schema came from the SDL: the docs know the generated types.
    await explorer.getByRole('button', { name: 'Show Documentation Explorer' }).click()
    await expect(explorer.locator('.graphiql-doc-explorer')).toContainText('BlogPostFilter')
    await explorer.getByRole('button', { name: 'Hide Documentation Explorer' }).click()

    // A read-only key made in Examples is the one GraphQL offers.
    await page.getByRole('tab', { name: 'Examples' }).click()
    await page.getByRole('button', { name: 'Create a read-only key' }).click()
    await expect(page.getByLabel('API key')).toHaveValue(/^folio_/)
    const key = await page.getByLabel('API key').inputValue()
    await page.getByRole('tab', { name: 'GraphQL' }).click()
    await page.getByRole('radio', { name: 'An API key' }).click()
    const keyField = page.getByLabel('API key')
    await expect(keyField).toHaveAttribute('type', 'password')
    await expect(keyField).toHaveValue(key)

    const withKey = await runQuery(page, 'mutation { deleteBlogPost(id: "no-such-item") }')
    expect(await withKey.headerValue('authorization')).toBe(`Bearer ${key}`)
    await expect(response).toContainText('"forbidden"')
    // The key lives in the page's memory only.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    expect(stored).not.toContain(key)

    // The SDL downloads as a file, fetched with the session's token.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download schema (SDL)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('schema.graphql')
    const sdl = await readFile(await download.path(), 'utf8')
    expect(sdl).toContain('type Query {')
    expect(sdl).toContain('blogPostList(')

    expect(problems).toEqual([])
  })

  test('screenshots in light and dark, desktop and phone', async ({ page }) => {
    // The explorer opens four times, each parsing Monaco: 72-90 s in a full run.
    test.setTimeout(180_000)
    await signInAsDemo(page, 'Admin')
    await inEveryLook(page, async (look) => {
      const explorer = await openExplorer(page)
      // The sample type by name: other specs add types, and the editor draws visible lines only.
      await runQuery(page, '{ blogPostList(pageSize: 1) { meta { total } } }')
      await expect(explorer.locator('.graphiql-response')).toContainText('"total"')
      await page.screenshot({ path: path.join(artifacts, `graphql-${look}.png`) })
    })
  })
})
