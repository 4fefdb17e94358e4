import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { ApiErrorBody } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAiApi, type AiApi } from '../../test/ai-fixtures.js'
import { startFakeAiProvider, type FakeAiProvider } from '../../test/ai-provider-fake.js'
import { dialectUnderTest } from '../../test/test-server.js'

const KEY = 'sk-custom-errors-5f3a9c'

/** A local address nothing listens on: the port was free a moment ago. */
async function closedEndpoint(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}/v1/generate`
}

describe(`provider failures name what the admin configured, on ${dialectUnderTest}`, () => {
  let ai: AiApi
  let custom: FakeAiProvider

  beforeAll(async () => {
    custom = await startFakeAiProvider('custom', { apiKey: KEY })
    ai = await startAiApi()
  })
  afterAll(async () => {
    await ai?.close()
    await custom?.close()
  })

  const configure = async (endpoint: string, apiKey = KEY) => {
    const saved = await ai.call('admin', 'PUT', '/ai/settings', {
      provider: 'custom',
      apiKey,
      endpoint,
    })
    expect(saved.status).toBe(200)
  }
  const assist = () =>
    ai.call<ApiErrorBody>('editor', 'POST', '/ai/assist', {
      action: 'rewrite',
      text: 'We sell bread near the harbour.',
    })

  it('an unreachable custom endpoint is named by its address', async () => {
    const endpoint = await closedEndpoint()
    await configure(endpoint)
    const res = await assist()
    expect(res.status).toBe(502)
    expect(res.body.error).toEqual({
      code: 'upstream_error',
      message: `Could not reach the custom endpoint at ${endpoint}. Check that it is running and that its address in Settings → AI is right.`,
    })

    // Chat says the same, in the stream and in the stored reply.
    const conversation = await ai.conversation('editor')
    const sent = await ai.send('editor', conversation.id, 'Hello?')
    expect(sent.events.at(-1)).toMatchObject({
      type: 'error',
      code: 'upstream_error',
      message: res.body.error.message,
      reply: { status: 'error', error: res.body.error.message },
    })
  })

  it('each answer of the endpoint gets its own message, and none carries the key', async () => {
    await configure(custom.url)
    const At = `The custom endpoint at ${custom.url}`
    const cases = [
      [
        { kind: 'error', status: 403 },
        502,
        'upstream_error',
        `${At} refused the API key. Check the key in Settings → AI.`,
      ],
      [
        { kind: 'error', status: 429, headers: { 'retry-after': '9' } },
        429,
        'rate_limited',
        `${At} is rate limiting requests. Try again in 9 s.`,
      ],
      [
        { kind: 'error', status: 503 },
        502,
        'upstream_error',
        `${At} is having problems (error 503). Try again in a moment.`,
      ],
      [
        { kind: 'html' },
        502,
        'upstream_error',
        `${At} answered something that is not a completion. Check that its address in Settings → AI points at a chat API.`,
      ],
    ] as const
    for (const [reply, status, code, message] of cases) {
      custom.enqueue(reply)
      const res = await assist()
      expect(res.status, reply.kind).toBe(status)
      expect(res.body.error, reply.kind).toEqual({ code, message })
      expect(JSON.stringify(res.body)).not.toContain(KEY)
    }

    // A wrong key is the provider's 401, named the same way.
    await configure(custom.url, 'sk-not-the-right-one')
    const refused = await assist()
    expect(refused.body.error.message).toBe(
      `${At} refused the API key. Check the key in Settings → AI.`,
    )
    expect(refused.body.error.message).not.toContain('sk-not-the-right-one')
  })

  it('an endpoint URL carrying credentials is shown without them', async () => {
    const endpoint = await closedEndpoint()
    const url = new URL(endpoint)
    await configure(`http://admin:${KEY}@${url.host}${url.pathname}?key=${KEY}`)
    const res = await assist()
    expect(res.body.error.message).toBe(
      `Could not reach the custom endpoint at ${endpoint}. Check that it is running and that its address in Settings → AI is right.`,
    )
    expect(JSON.stringify(res.body)).not.toContain(KEY)
  })
})
