import { aiMessages, type AiTestConnectionResult, type ApiErrorBody } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAiApi, type AiApi } from '../../test/ai-fixtures.js'
import { startFakeAiProvider, type FakeAiProvider } from '../../test/ai-provider-fake.js'
import { dialectUnderTest } from '../../test/test-server.js'

/**
 * AI endpoints are chosen in Settings → AI, and the server calls them from inside the network:
 * a custom endpoint (or a base URL override) at a local or metadata address is refused with a
 * message that says how to allow a local model server, and nothing is sent there.
 */

const KEY = 'sk-local-model-key-1234'

describe(`AI endpoints and the outbound policy on ${dialectUnderTest}`, () => {
  let ai: AiApi
  let custom: FakeAiProvider
  let openai: FakeAiProvider

  beforeAll(async () => {
    custom = await startFakeAiProvider('custom', { apiKey: KEY })
    openai = await startFakeAiProvider('openai', { apiKey: KEY })
    // The default policy: the fixtures' allowance of loopback is taken away again.
    ai = await startAiApi({ OUTBOUND_ALLOW_LIST: '' })
  })
  afterAll(async () => {
    await ai?.close()
    await custom?.close()
    await openai?.close()
  })

  const testConnection = (body: unknown) =>
    ai.call<ApiErrorBody>('admin', 'POST', '/ai/settings/test', body)

  it('refuses a custom endpoint on this machine, saying how to allow it', async () => {
    const res = await testConnection({ provider: 'custom', apiKey: KEY, endpoint: custom.url })
    expect(res.status).toBe(502)
    expect(res.body.error).toEqual({
      code: 'upstream_error',
      message: aiMessages.reasons.addressNotAllowed(
        `the custom endpoint at ${custom.url}`,
        '127.0.0.1',
      ),
    })
    expect(res.body.error.message).toContain('OUTBOUND_ALLOW_LIST')
    expect(custom.requests).toHaveLength(0)
  })

  it('refuses a base URL override on this machine, in any spelling', async () => {
    const port = new URL(openai.url).port
    for (const endpoint of [
      openai.url,
      `http://localhost:${port}/v1`,
      `http://2130706433:${port}/v1`,
      `http://[::ffff:127.0.0.1]:${port}/v1`,
    ]) {
      const res = await testConnection({ provider: 'openai', apiKey: KEY, endpoint })
      expect(res.status, endpoint).toBe(502)
      expect(res.body.error.message, endpoint).toMatch(
        /^The address of OpenAI at .* is not allowed/,
      )
    }
    expect(openai.requests).toHaveLength(0)
  })

  it('refuses a metadata address without suggesting the allow-list', async () => {
    const res = await testConnection({
      provider: 'custom',
      apiKey: KEY,
      endpoint: 'http://169.254.169.254/latest/meta-data/',
    })
    expect(res.status).toBe(502)
    expect(res.body.error.message).toBe(
      aiMessages.reasons.addressForbidden(
        'the custom endpoint at http://169.254.169.254/latest/meta-data/',
        '169.254.169.254',
      ),
    )
  })
})

describe(`a local model server the allow-list names, on ${dialectUnderTest}`, () => {
  let ai: AiApi
  let custom: FakeAiProvider

  beforeAll(async () => {
    custom = await startFakeAiProvider('custom', { apiKey: KEY })
    ai = await startAiApi({ OUTBOUND_ALLOW_LIST: `127.0.0.1:${new URL(custom.url).port}` })
  })
  afterAll(async () => {
    await ai?.close()
    await custom?.close()
  })

  it('is called like any provider', async () => {
    custom.enqueue({ kind: 'text', text: 'OK' })
    const res = await ai.call<{ data: AiTestConnectionResult }>(
      'admin',
      'POST',
      '/ai/settings/test',
      { provider: 'custom', apiKey: KEY, endpoint: custom.url },
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ ok: true, provider: 'custom', sample: 'OK' })
    expect(custom.requests).toHaveLength(1)
  })
})
