import path from 'node:path'

import { expect, test, type Browser, type Page } from '@playwright/test'

import {
  startFakeAiProvider,
  type FakeAiProvider,
} from '../apps/server/src/test/ai-provider-fake.js'

import { demoToken } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType } from './support/content.js'
import { inEveryLook, SCREEN_SIZES } from './support/looks.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')
const API_KEY = 'sk-folio-e2e-0123456789'

/** A page of its own, signed in as a demo account (the admin configures, the editor writes). */
async function pageAs(browser: Browser, role: 'Admin' | 'Editor'): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInAsDemo(page, role)
  return page
}

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ')

// One installation-wide AI configuration: these steps run in order, in one worker.
test.describe.serial('AI assistant', () => {
  let provider: FakeAiProvider

  test.beforeAll(async () => {
    // A real OpenAI-protocol server on this machine, slow enough to watch a reply stream in.
    provider = await startFakeAiProvider('openai', { apiKey: API_KEY, chunkDelayMs: 40 })
  })

  test.afterAll(async ({ request }) => {
    // Other specs share this installation: leave the assistant unconfigured again.
    const token = await demoToken(request, 'admin')
    await request.delete('/api/v1/ai/settings', { headers: { authorization: `Bearer ${token}` } })
    await provider.close()
  })

  test('an admin points Folio at a provider, tests the connection and saves', async ({
    browser,
  }) => {
    const page = await pageAs(browser, 'Admin')
    await page.goto('/settings?tab=ai')
    const form = page.getByRole('form', { name: 'AI provider settings' })
    await expect(
      page.getByText('Not configured: editors cannot use the assistant until a provider is set'),
    ).toBeVisible()

    await form.getByLabel('Provider', { exact: true }).selectOption('openai')
    await expect(form.getByLabel('Model', { exact: true })).toHaveValue('gpt-4')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText('OpenAI API key is required')).toBeVisible()

    await form.getByLabel('API key', { exact: true }).fill('sk-wrong-key')
    await form.getByLabel('Base URL override', { exact: true }).fill(provider.url)
    await form.getByRole('button', { name: 'Test connection' }).click()
    // The failure names the provider as configured, at the address it was given.
    await expect(
      form.getByText(
        `OpenAI at ${provider.url} refused the API key. Check the key in Settings → AI.`,
      ),
    ).toBeVisible()
    await expect(form.getByText(/Failed to generate completion/)).toHaveCount(0)

    await form.getByLabel('API key', { exact: true }).fill(API_KEY)
    await form.getByRole('button', { name: 'Test connection' }).click()
    await expect(form.getByText(/OpenAI gpt-4 answered in/)).toBeVisible()
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('AI settings saved')).toBeVisible()
    await expect(page.getByText('Using your own OpenAI key (Settings)')).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'settings-ai.png') })

    // The server called the provider with the key, the default model and its real path.
    const last = provider.requests.at(-1)!
    expect(last.path).toBe('/v1/chat/completions')
    expect(last.headers.authorization).toBe(`Bearer ${API_KEY}`)
    expect(last.body).toMatchObject({ model: 'gpt-4' })

    // The key never comes back to the browser: after a reload only its last characters show.
    await page.reload()
    await expect(page.getByText('Stored key ending in 6789')).toBeAttached()
    expect(await page.content()).not.toContain(API_KEY)
    await page.context().close()
  })

  test('an editor chats with a streamed reply, stops one, and saves one', async ({ browser }) => {
    const page = await pageAs(browser, 'Editor')
    await page.goto('/ai-assistant')
    await expect(
      page.getByText('AI-generated content may not be accurate. Review before publishing.'),
    ).toBeVisible()

    const prompt = page.getByLabel('Prompt', { exact: true })
    await prompt.fill('   ')
    await prompt.press('Enter')
    await expect(page.getByText('Please enter a prompt')).toBeVisible()

    await prompt.fill('A launch post for our spring catalogue')
    await prompt.press('Shift+Enter')
    await prompt.type('Keep it short.')
    await expect(prompt).toHaveValue('A launch post for our spring catalogue\nKeep it short.')
    await prompt.press('Enter')

    const thread = page.getByRole('log', { name: 'Messages' })
    const reply = thread.getByRole('article', { name: 'Assistant' }).last()
    // Streaming: the first words are on screen before the last ones.
    await expect(reply).toContainText('Here is a draft about')
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible()
    await expect(reply).toContainText('so that streaming is visible.')
    await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden()

    await reply.getByRole('button', { name: 'Save reply' }).click()
    await expect(reply.getByRole('button', { name: 'Saved' })).toBeDisabled()

    // A long reply, stopped after its first words: kept as written so far, marked Stopped.
    provider.enqueue({ kind: 'text', text: words(300) })
    await prompt.fill('Write three hundred words')
    await prompt.press('Enter')
    const long = thread.getByRole('article', { name: 'Assistant' }).last()
    await expect(long).toContainText('word5')
    await page.getByRole('button', { name: 'Stop' }).click()
    await expect(long.getByText('Stopped')).toBeVisible()
    await expect(long).not.toContainText('word300')
    await expect(long.getByRole('button', { name: 'Save reply' })).toHaveCount(0)
    await expect.poll(() => provider.requests.at(-1)?.abandoned).toBe(true)

    // The chat stays usable, and the conversation is there after a reload.
    await prompt.fill('One more line, please')
    await prompt.press('Enter')
    await expect(thread.getByRole('article', { name: 'Assistant' }).last()).toContainText(
      'so that streaming is visible.',
    )
    await page.screenshot({ path: path.join(artifacts, 'ai-chat.png') })
    await page.reload()
    const conversations = page.getByRole('navigation', { name: 'Conversations' })
    await expect(conversations.getByText(/A launch post for our spring/)).toBeVisible()
    await page.context().close()
  })

  test('a saved reply is found under Saved Content and starts a new content item', async ({
    browser,
    request,
  }) => {
    const type = await createTestType(request, 'AI Story')
    const page = await pageAs(browser, 'Editor')
    await page.goto('/ai-assistant')
    await page.getByRole('tab', { name: 'Saved Content' }).click()
    await page.getByLabel('Search saved content').fill('spring catalogue')
    const entry = page
      .getByRole('region', { name: 'Saved content' })
      .getByRole('article')
      .filter({ hasText: 'A launch post for our spring catalogue' })
    await expect(entry).toContainText('Here is a draft about')
    await page.screenshot({ path: path.join(artifacts, 'ai-saved-content.png') })

    await entry.getByRole('button', { name: 'Use in new content item' }).click()
    await expect(page).toHaveURL(/\/content/)
    await page.getByRole('button', { name: new RegExp(type.name) }).click()
    const editor = page.getByRole('dialog', { name: 'Create Content' })
    await expect(editor.getByRole('textbox', { name: 'Body' })).toContainText(
      'Here is a draft about',
    )
    await editor.getByRole('textbox', { name: /^Title/ }).fill('From the assistant')
    await editor.getByRole('button', { name: 'Create', exact: true }).click()
    await expect(page.getByText('Content created successfully')).toBeVisible()
    await page.context().close()
  })

  test('an editor rewrites a paragraph, previews it, accepts, and can undo', async ({
    browser,
    request,
  }) => {
    const type = await createTestType(request, 'AI Rewrite')
    const [item] = await createItems(request, type, [
      { title: 'Rewrite me', body: '<p>Our shop sells shoes that are good.</p>' },
    ])
    const rewritten = {
      kind: 'text',
      text: '<p>Our shop offers handcrafted shoes built to last.</p>',
    } as const
    provider.enqueue(rewritten, rewritten)
    const page = await pageAs(browser, 'Editor')
    await page.goto(`/content?item=${item!.id}`)
    const editor = page.getByRole('dialog', { name: 'Edit Content' })
    const body = editor.getByRole('textbox', { name: 'Body' })
    await expect(body).toContainText('Our shop sells shoes that are good.')

    const rewrite = async () => {
      await editor.getByRole('button', { name: 'AI assist for Body' }).click()
      await page.getByRole('menuitem', { name: 'Rewrite' }).click()
      const preview = page.getByRole('dialog', { name: /Rewrite: Body/ })
      await expect(preview.getByLabel('Proposed text')).toContainText('handcrafted shoes')
      return preview
    }
    // Discarding the proposal leaves the field as it was.
    await (await rewrite()).getByRole('button', { name: 'Discard' }).click()
    await expect(body).toContainText('Our shop sells shoes that are good.')

    const preview = await rewrite()
    await page.screenshot({ path: path.join(artifacts, 'ai-editor-rewrite.png') })
    await preview.getByRole('button', { name: 'Accept' }).click()
    await expect(body).toContainText('Our shop offers handcrafted shoes built to last.')
    expect(provider.requests.at(-1)!.body).toMatchObject({
      messages: expect.arrayContaining([
        expect.objectContaining({ content: expect.stringContaining('shoes that are good') }),
      ]),
    })

    await body.press('Control+z')
    await expect(body).toContainText('Our shop sells shoes that are good.')
    await page.context().close()
  })

  test('a Markdown answer goes into a rich-text field as rich text', async ({
    browser,
    request,
  }) => {
    const type = await createTestType(request, 'AI Markdown')
    const [item] = await createItems(request, type, [
      { title: 'Spring bakes', body: '<p>We bake bread.</p>' },
    ])
    provider.enqueue({
      kind: 'text',
      text: '## Spring bakes\n\nBaked **fresh** every morning:\n\n- Sourdough\n- Rye',
    })
    const page = await pageAs(browser, 'Editor')
    await page.goto(`/content?item=${item!.id}`)
    const editor = page.getByRole('dialog', { name: 'Edit Content' })
    const body = editor.getByRole('textbox', { name: 'Body' })
    await expect(body).toContainText('We bake bread.')
    await editor.getByRole('button', { name: 'AI assist for Body' }).click()
    await page.getByRole('menuitem', { name: 'Expand' }).click()
    const preview = page.getByRole('dialog', { name: /Expand: Body/ })
    const proposed = preview.getByLabel('Proposed text')
    await expect(proposed.getByRole('heading', { name: 'Spring bakes' })).toBeVisible()
    await expect(proposed).not.toContainText('**')
    await page.screenshot({ path: path.join(artifacts, 'ai-editor-markdown.png') })
    await preview.getByRole('button', { name: 'Accept' }).click()

    await expect(body.getByRole('heading', { level: 2, name: 'Spring bakes' })).toBeVisible()
    await expect(body.locator('strong')).toHaveText('fresh')
    await expect(body.getByRole('listitem')).toHaveText(['Sourdough', 'Rye'])
    await expect(body).not.toContainText('##')
    await page.context().close()
  })

  test('a Markdown reply shows its table, lists and code, and its HTML only as text', async ({
    browser,
  }) => {
    provider.enqueue({
      kind: 'text',
      text: [
        '### Opening hours',
        '',
        '| Day | Hours |',
        '|:----|------:|',
        '| Mon–Fri | 7–18 |',
        '| Sat | ~~7–14~~ 8–13 |',
        '',
        '1. Order at [the shop](https://folio.example/shop)',
        '2. Pay at <script>window.pwned = true</script> the till',
        '',
        '```js',
        'const open = hour >= 7 && hour < 18',
        '```',
        '',
        '[Click me](javascript:window.pwned=true)',
      ].join('\n'),
    })
    const page = await pageAs(browser, 'Editor')
    await page.goto('/ai-assistant')
    const prompt = page.getByLabel('Prompt', { exact: true })
    await prompt.fill('Our opening hours as a table')
    await prompt.press('Enter')

    const reply = page.getByRole('log', { name: 'Messages' }).getByRole('article').last()
    await expect(reply.getByRole('columnheader')).toHaveText(['Day', 'Hours'])
    await expect(reply.getByRole('cell')).toHaveText(['Mon–Fri', '7–18', 'Sat', '7–14 8–13'])
    await expect(reply.locator('del')).toHaveText('7–14')
    await expect(reply.getByRole('heading', { name: 'Opening hours' })).toBeVisible()
    await expect(reply.getByRole('listitem')).toHaveCount(2)
    await expect(reply.getByRole('link', { name: 'the shop' })).toHaveAttribute('target', '_blank')
    await expect(reply.locator('pre code')).toHaveText('const open = hour >= 7 && hour < 18')
    await expect(reply).toContainText('<script>window.pwned = true</script>')
    await expect(reply.getByRole('link', { name: 'Click me' })).toHaveCount(0)
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined()
    await inEveryLook(page, async (look) => {
      await page.screenshot({ path: path.join(artifacts, `ai-chat-markdown-${look}.png`) })
    })
    await page.context().close()
  })

  test('a failed reply names the provider and Retry sends the prompt again', async ({
    browser,
  }) => {
    provider.enqueue({ kind: 'error', status: 503 })
    const page = await pageAs(browser, 'Editor')
    await page.goto('/ai-assistant')
    const prompt = page.getByLabel('Prompt', { exact: true })
    await prompt.fill('A note about opening hours')
    await prompt.press('Enter')

    const thread = page.getByRole('log', { name: 'Messages' })
    const failed = thread.getByRole('article', { name: 'Assistant' }).last()
    await expect(failed.getByRole('alert')).toHaveText(
      `OpenAI at ${provider.url} is having problems (error 503). Try again in a moment.`,
    )
    await expect(failed).not.toContainText('Failed')
    await inEveryLook(page, async (look) => {
      await page.screenshot({ path: path.join(artifacts, `ai-chat-retry-${look}.png`) })
    })
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize(SCREEN_SIZES.desktop)
    const asked = provider.requests.length

    await failed.getByRole('button', { name: 'Retry' }).click()
    const answered = thread.getByRole('article', { name: 'Assistant' }).last()
    await expect(answered).toContainText('Here is a draft about "A note about opening hours"')
    await expect(answered).toContainText('so that streaming is visible.')
    expect(provider.requests).toHaveLength(asked + 1)
    expect(JSON.stringify(provider.requests.at(-1)!.body)).toContain('A note about opening hours')
    await expect(thread.getByRole('button', { name: 'Retry' })).toHaveCount(0)
    await page.context().close()
  })
})
