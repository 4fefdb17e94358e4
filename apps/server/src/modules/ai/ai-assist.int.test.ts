import {
  languageMessages,
  type AiAssistResult,
  type AiUsageReport,
  type ApiErrorBody,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAiApi, type AiApi } from '../../test/ai-fixtures.js'
import { startFakeAiProvider, type FakeAiProvider } from '../../test/ai-provider-fake.js'
import { dialectUnderTest } from '../../test/test-server.js'

const KEY = 'sk-ant-assist-key-0099'

type Result = { data: AiAssistResult }
type Request = { system?: string; messages: { role: string; content: string }[] }

describe(`AI in the editor, and usage, on ${dialectUnderTest}`, () => {
  let ai: AiApi
  let anthropic: FakeAiProvider

  beforeAll(async () => {
    anthropic = await startFakeAiProvider('anthropic', { apiKey: KEY })
    ai = await startAiApi()
    const saved = await ai.call('admin', 'PUT', '/ai/settings', {
      provider: 'anthropic',
      apiKey: KEY,
      endpoint: anthropic.url,
    })
    expect(saved.status).toBe(200)
  })
  afterAll(async () => {
    await ai?.close()
    await anthropic?.close()
  })

  const assist = (body: unknown, as: 'editor' | 'admin' = 'editor') =>
    ai.call<Result & ApiErrorBody>(as, 'POST', '/ai/assist', body)
  /** Everything the provider was asked last, system prompt included, as one text. */
  const lastRequest = () => {
    const body = anthropic.requests.at(-1)!.body as Request
    return [body.system ?? '', ...body.messages.map((m) => m.content)].join('\n')
  }

  it('rewrites plain text, without the quotes a model likes to add', async () => {
    anthropic.enqueue({ kind: 'text', text: '"Fresh bread, every morning, by the water."' })
    const res = await assist({ action: 'rewrite', text: 'We sell bread near the harbour.' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      text: 'Fresh bread, every morning, by the water.',
      format: 'text',
      provider: 'anthropic',
      model: 'claude-3-opus-20240229',
    })
    expect(res.body.data.usage?.outputTokens).toBeGreaterThan(0)
    expect(lastRequest()).toContain('We sell bread near the harbour.')
    expect(lastRequest()).toMatch(/Rewrite/)
  })

  it('sanitises HTML answers as a saved rich-text field is', async () => {
    anthropic.enqueue({
      kind: 'text',
      text: '```html\n<p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script></p><iframe src="https://evil.example"></iframe><h2>Next</h2>\n```',
    })
    const res = await assist({ action: 'expand', text: '<p>Hello</p>', format: 'html' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      format: 'html',
      text: '<p>Hello <strong>world</strong></p><h2>Next</h2>',
    })
    expect(lastRequest()).toMatch(/HTML/)

    anthropic.enqueue({ kind: 'text', text: 'First paragraph.\n\nSecond <one> & more.' })
    const plain = await assist({ action: 'fix-grammar', text: '<p>x</p>', format: 'html' })
    expect(plain.body.data.text).toBe(
      '<p>First paragraph.</p><p>Second &lt;one&gt; &amp; more.</p>',
    )
  })

  it('converts a Markdown answer for a rich-text field into rich text', async () => {
    anthropic.enqueue({
      kind: 'text',
      text: '## Fresh bread\n\nBaked **every** morning:\n\n- Sourdough\n- Rye',
    })
    const res = await assist({ action: 'expand', text: '<p>Bread</p>', format: 'html' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      format: 'html',
      text: '<h2>Fresh bread</h2><p>Baked <strong>every</strong> morning:</p><ul><li>Sourdough</li><li>Rye</li></ul>',
    })
  })

  it('translates only into a configured language', async () => {
    const before = anthropic.requests.length
    const unknown = await assist({ action: 'translate', text: 'Good morning', targetLocale: 'fr' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.error).toMatchObject({
      code: 'unprocessable',
      message: languageMessages.notFound('fr'),
      details: [{ path: 'targetLocale', message: languageMessages.notFound('fr') }],
    })
    // Refused before any provider call.
    expect(anthropic.requests).toHaveLength(before)

    const added = await ai.call('admin', 'POST', '/languages', { code: 'fr', name: 'French' })
    expect(added.status).toBe(201)
    anthropic.enqueue({ kind: 'text', text: 'Bonjour' })
    const res = await assist({ action: 'translate', text: 'Good morning', targetLocale: 'fr' })
    expect(res.status).toBe(200)
    expect(res.body.data.text).toBe('Bonjour')
    expect(lastRequest()).toContain('French (fr)')
  })

  it('drafts from a prompt, and writes an SEO description of at most 160 characters', async () => {
    const noPrompt = await assist({ action: 'draft' })
    expect(noPrompt.status).toBe(400)
    expect(noPrompt.body.error.details).toEqual([
      { path: 'prompt', message: 'Please enter a prompt' },
    ])
    anthropic.enqueue({ kind: 'text', text: 'A draft about spring.' })
    const draft = await assist({ action: 'draft', prompt: 'A post about spring' })
    expect(draft.body.data.text).toBe('A draft about spring.')
    expect(lastRequest()).toContain('A post about spring')

    anthropic.enqueue({ kind: 'text', text: `${'Discover our harbour bakery '.repeat(12)}today.` })
    const seo = await assist({
      action: 'seo-description',
      format: 'html',
      context: {
        title: 'Harbour Bakery',
        fields: { body: '<p>Bread <em>every</em> morning.</p>', price: 4, tags: ['x'] },
      },
    })
    expect(seo.status).toBe(200)
    expect(seo.body.data.format).toBe('text')
    expect(seo.body.data.text.length).toBeLessThanOrEqual(160)
    expect(seo.body.data.text).toMatch(/^Discover our harbour bakery/)
    expect(lastRequest()).toContain('Title: Harbour Bakery')
    expect(lastRequest()).toContain('body: Bread every morning.')
  })

  it('answers a provider failure as an error the editor can show', async () => {
    anthropic.enqueue({ kind: 'error', status: 503 })
    const res = await assist({ action: 'shorten', text: 'Some text to shorten.' })
    expect(res.status).toBe(502)
    expect(res.body.error.message).toBe(
      `Anthropic at ${anthropic.url} is having problems (error 503). Try again in a moment.`,
    )
    anthropic.enqueue({ kind: 'truncated-json' })
    expect((await assist({ action: 'shorten', text: 'Again.' })).status).toBe(502)
  })

  it('reports usage per day and per person to admins', async () => {
    const conversation = await ai.conversation('admin')
    await ai.send('admin', conversation.id, 'One chat prompt')

    const res = await ai.call<{ data: AiUsageReport }>('admin', 'GET', '/ai/usage?days=7')
    expect(res.status).toBe(200)
    const report = res.body.data
    expect(report.days).toBe(7)
    expect(report.byDay).toHaveLength(7)
    expect(report.byDay.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10))
    expect(report.byDay.slice(0, 6).every((day) => day.requests === 0)).toBe(true)
    // Seven successful editor calls (failures spend nothing) and one chat of the admin's.
    expect(report.totals.requests).toBe(8)
    expect(report.byDay.at(-1)).toMatchObject({
      requests: 8,
      inputTokens: report.totals.inputTokens,
      outputTokens: report.totals.outputTokens,
    })
    expect(report.totals.inputTokens).toBeGreaterThan(0)
    expect(report.byUser.map((u) => [u.email, u.requests])).toEqual([
      ['editor@demo.folio.dev', 7],
      ['admin@demo.folio.dev', 1],
    ])
    expect(report.byUser[0]!.name).toBe('Demo Editor')
    const tokens = (u: AiUsageReport['byUser'][number]) => u.inputTokens + u.outputTokens
    expect(tokens(report.byUser[0]!)).toBeGreaterThanOrEqual(tokens(report.byUser[1]!))

    expect((await ai.call('admin', 'GET', '/ai/usage?days=0')).status).toBe(400)
    const defaults = await ai.call<{ data: AiUsageReport }>('admin', 'GET', '/ai/usage')
    expect(defaults.body.data.byDay).toHaveLength(30)
  })
})
