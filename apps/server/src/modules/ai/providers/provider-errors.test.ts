import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { aiProviderLabels } from '@folio/schema'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startFakeAiProvider, type FakeAiProvider } from '../../../test/ai-provider-fake.js'
import { createAiAdapter } from './create-adapter.js'
import { describeAiError } from './describe-ai-error.js'
import { AiProviderError, type ResolvedAiConfig } from './provider.js'

/**
 * Every failure a provider call can meet, against each wire protocol's fake: the production
 * adapters turn each into an AiProviderError of the right kind, and never a raw fetch error.
 */

const KEY = 'sk-live-SECRET-0123456789abcdef'
const messages = [{ role: 'user' as const, content: 'Write about owls' }]
const providerOf = { openai: 'openai', anthropic: 'anthropic', custom: 'custom' } as const

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AiProviderError)
  return error as AiProviderError
}

async function drainStream(stream: AsyncGenerator<string, unknown, void>, deltas: string[] = []) {
  for await (const delta of stream) deltas.push(delta)
  return deltas
}

const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10))
  return check()
}

describe.each(['openai', 'anthropic', 'custom'] as const)('%s failures', (protocol) => {
  const provider = providerOf[protocol]
  let fake: FakeAiProvider
  const config = (overrides: Partial<ResolvedAiConfig> = {}): ResolvedAiConfig => ({
    provider,
    apiKey: KEY,
    model: '',
    endpoint: fake.url,
    ...overrides,
  })
  const adapter = (overrides: Partial<ResolvedAiConfig> = {}, timeoutMs = 2000) =>
    createAiAdapter(config(overrides), { fetch, timeoutMs })

  beforeAll(async () => {
    fake = await startFakeAiProvider(protocol, { apiKey: KEY, chunkDelayMs: 1 })
  })
  afterAll(() => fake.close())
  beforeEach(() => {
    fake.requests.length = 0
  })

  it('a refused key is bad_key, and neither the error nor its message carries the key', async () => {
    const wrong = `${KEY}-wrong`
    const error = await failure(adapter({ apiKey: wrong }).complete({ messages }))
    expect(error).toMatchObject({ kind: 'bad_key', provider, options: { status: 401 } })
    expect(describeAiError(error, config())).toEqual({
      code: 'upstream_error',
      message: {
        openai: `OpenAI at ${fake.url} refused the API key. Check the key in Settings → AI.`,
        anthropic: `Anthropic at ${fake.url} refused the API key. Check the key in Settings → AI.`,
        custom: `The custom endpoint at ${fake.url} refused the API key. Check the key in Settings → AI.`,
      }[protocol],
      retryAfterSeconds: null,
    })
  })

  it('a provider echoing the key in its error body does not leak it', async () => {
    fake.enqueue({
      kind: 'error',
      status: 403,
      body: { error: { message: `Key ${KEY} is not allowed`, type: 'permission_error' } },
    })
    const error = await failure(adapter().complete({ messages }))
    expect(error.kind).toBe('bad_key')
    expect(error.message).toContain('is not allowed')
    expect(error.message).not.toContain(KEY)
    expect(JSON.stringify(describeAiError(error, config()))).not.toContain(KEY)
  })

  it('429 is rate_limited with the Retry-After seconds', async () => {
    fake.enqueue({ kind: 'error', status: 429, headers: { 'retry-after': '7' } })
    const error = await failure(adapter().complete({ messages }))
    expect(error).toMatchObject({ kind: 'rate_limited', options: { retryAfterSeconds: 7 } })
    expect(describeAiError(error, config())).toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 7,
    })
    expect(describeAiError(error, config()).message).toMatch(
      /is rate limiting requests\. Try again in 7 s\.$/,
    )
  })

  it.each([500, 503, 529])('%i is unavailable', async (status) => {
    fake.enqueue({ kind: 'error', status })
    const error = await failure(adapter().complete({ messages }))
    expect(error).toMatchObject({ kind: 'unavailable', options: { status } })
    expect(describeAiError(error, config()).code).toBe('upstream_error')
  })

  it('another non-2xx status is a bad response', async () => {
    fake.enqueue({ kind: 'error', status: 404 })
    expect((await failure(adapter().complete({ messages }))).kind).toBe('bad_response')
  })

  it.each(['complete', 'stream'] as const)('an HTML page is a bad response (%s)', async (how) => {
    fake.enqueue({ kind: 'html' })
    const call =
      how === 'complete'
        ? adapter().complete({ messages })
        : drainStream(adapter().stream({ messages }))
    const error = await failure(call)
    expect(error.kind).toBe('bad_response')
    expect(error.message).toMatch(/HTML page/)
  })

  it('truncated JSON is a bad response', async () => {
    fake.enqueue({ kind: 'truncated-json' })
    expect((await failure(adapter().complete({ messages }))).kind).toBe('bad_response')
  })

  it('a stream cut mid-way is interrupted, after the text that came', async () => {
    fake.enqueue({ kind: 'stream-cut', text: 'One two three four five six seven eight' })
    const deltas: string[] = []
    const error = await failure(drainStream(adapter().stream({ messages }), deltas))
    expect(error.kind).toBe('interrupted')
    expect(deltas.join('')).toBe('One two three four ')
    expect(describeAiError(error, config()).message).toMatch(
      /stopped answering mid-reply\. Try again\.$/,
    )
  })

  it('a connection dropped mid-body is interrupted', async () => {
    fake.enqueue({ kind: 'stream-cut', text: 'One two three four' })
    expect((await failure(adapter().complete({ messages }))).kind).toBe('interrupted')
  })

  it('no answer within the time-out is a timeout, and the connection is closed', async () => {
    fake.enqueue({ kind: 'hang' })
    const started = Date.now()
    const error = await failure(adapter({}, 100).complete({ messages }))
    expect(error.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(1500)
    expect(describeAiError(error, config())).toMatchObject({ code: 'upstream_timeout' })
    expect(await eventually(() => fake.requests[0]?.abandoned === true)).toBe(true)
  })

  it('aborting mid-stream stops the call and closes the provider connection', async () => {
    const slow = await startFakeAiProvider(protocol, { chunkDelayMs: 40 })
    try {
      const controller = new AbortController()
      const stream = createAiAdapter({ ...config(), endpoint: slow.url }, { fetch }).stream({
        messages,
        signal: controller.signal,
      })
      const first = await stream.next()
      expect(first.done).toBe(false)
      controller.abort()
      const error = await failure(stream.next())
      expect(error.kind).toBe('aborted')
      expect(await eventually(() => slow.requests[0]?.abandoned === true)).toBe(true)
    } finally {
      await slow.close()
    }
  })

  it('no next chunk within the time-out is a timeout', async () => {
    const stalling = await startFakeAiProvider(protocol, { chunkDelayMs: 400 })
    try {
      const stream = createAiAdapter(
        { ...config(), endpoint: stalling.url },
        { fetch, timeoutMs: 100 },
      ).stream({ messages })
      const error = await failure(drainStream(stream))
      expect(error.kind).toBe('timeout')
      expect(await eventually(() => stalling.requests[0]?.abandoned === true)).toBe(true)
    } finally {
      await stalling.close()
    }
  })

  it('a consumer that stops reading closes the provider connection', async () => {
    const slow = await startFakeAiProvider(protocol, { chunkDelayMs: 40 })
    try {
      const stream = createAiAdapter({ ...config(), endpoint: slow.url }, { fetch }).stream({
        messages,
      })
      for await (const delta of stream) if (delta) break
      expect(await eventually(() => slow.requests[0]?.abandoned === true)).toBe(true)
    } finally {
      await slow.close()
    }
  })
})

describe('calls that never reach a provider', () => {
  let closedUrl: string
  beforeAll(async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    closedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
    await new Promise((resolve) => server.close(resolve))
  })

  it.each(['openai', 'anthropic', 'custom'] as const)(
    'a refused connection is unreachable (%s)',
    async (provider) => {
      const adapter = createAiAdapter(
        { provider, apiKey: KEY, model: '', endpoint: closedUrl },
        { fetch },
      )
      const error = await failure(adapter.complete({ messages }))
      expect(error).toMatchObject({ kind: 'unreachable', provider })
      expect(error.message).toMatch(/ECONNREFUSED/)
      const message = describeAiError(error, { endpoint: closedUrl, apiKey: KEY }).message
      const subject = provider === 'custom' ? 'the custom endpoint' : aiProviderLabels[provider]
      expect(message).toBe(
        `Could not reach ${subject} at ${closedUrl}. Check that it is running and that its address in Settings → AI is right.`,
      )
    },
  )

  it('a malformed endpoint is unreachable, not a raw TypeError', async () => {
    const adapter = createAiAdapter(
      {
        provider: 'custom',
        apiKey: KEY,
        model: '',
        endpoint: 'not a url',
      },
      { fetch },
    )
    expect((await failure(adapter.complete({ messages }))).kind).toBe('unreachable')
  })

  it('a signal aborted before the call sends nothing', async () => {
    let calls = 0
    const adapter = createAiAdapter(
      { provider: 'openai', apiKey: KEY, model: '', endpoint: '' },
      {
        fetch: () => {
          calls += 1
          return Promise.resolve(new Response('{}'))
        },
      },
    )
    const error = await failure(adapter.complete({ messages, signal: AbortSignal.abort() }))
    expect(error.kind).toBe('aborted')
    expect(calls).toBe(0)
  })

  it('times out even when a replacement fetch ignores the signal', async () => {
    const adapter = createAiAdapter(
      { provider: 'mistral', apiKey: KEY, model: '', endpoint: '' },
      { timeoutMs: 50, fetch: () => new Promise<Response>(() => undefined) },
    )
    expect((await failure(adapter.complete({ messages }))).kind).toBe('timeout')
  })
})
