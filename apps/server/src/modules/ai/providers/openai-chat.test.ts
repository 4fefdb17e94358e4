import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  defaultFakeReply,
  startFakeAiProvider,
  type FakeAiProvider,
} from '../../../test/ai-provider-fake.js'
import { createAiAdapter } from './create-adapter.js'
import type { AiProviderError, CompletionResult } from './provider.js'

const KEY = 'sk-test-openai-0123456789'
const conversation = [
  { role: 'system' as const, content: 'Answer briefly' },
  { role: 'user' as const, content: 'Write about owls' },
]
const reply = defaultFakeReply('Write about owls')
const replyWords = reply.split(' ').length

async function collect(stream: AsyncGenerator<string, CompletionResult, void>) {
  const deltas: string[] = []
  for (let next = await stream.next(); ; next = await stream.next()) {
    if (next.done) return { deltas, result: next.value }
    deltas.push(next.value)
  }
}

let fake: FakeAiProvider
beforeAll(async () => {
  fake = await startFakeAiProvider('openai', { apiKey: KEY, chunkDelayMs: 0 })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
})

const adapterFor = (provider: 'grok' | 'openai' | 'mistral', model = '') =>
  createAiAdapter({ provider, apiKey: KEY, model, endpoint: `${fake.url}/` }, { fetch })

describe.each([
  ['grok', 'grok-1', true],
  ['openai', 'gpt-4', true],
  ['mistral', 'mistral-large-latest', false],
] as const)('%s over the OpenAI chat-completions protocol', (provider, defaultModel, asksUsage) => {
  it('posts the conversation with a bearer key and its default model, and reads the reply', async () => {
    const result = await adapterFor(provider).complete({ messages: conversation })

    expect(fake.requests).toHaveLength(1)
    const request = fake.requests[0]!
    expect(request.method).toBe('POST')
    // The base URL override's trailing slash is not doubled.
    expect(request.path).toBe('/v1/chat/completions')
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers['x-api-key']).toBeUndefined()
    expect(request.body).toEqual({ model: defaultModel, messages: conversation })
    expect(result).toEqual({
      text: reply,
      model: defaultModel,
      usage: { inputTokens: 5, outputTokens: replyWords },
    })
  })

  it('streams word by word until [DONE], asking for usage where the provider supports it', async () => {
    const { deltas, result } = await collect(
      adapterFor(provider).stream({ messages: conversation, maxTokens: 300 }),
    )

    expect(fake.requests[0]!.body).toEqual({
      model: defaultModel,
      messages: conversation,
      max_tokens: 300,
      stream: true,
      ...(asksUsage ? { stream_options: { include_usage: true } } : {}),
    })
    expect(deltas).toHaveLength(replyWords)
    expect(deltas.join('')).toBe(reply)
    expect(result.text).toBe(reply)
    expect(result.model).toBe(defaultModel)
    // The fake, like OpenAI, sends usage only when asked.
    expect(result.usage).toEqual(asksUsage ? { inputTokens: 5, outputTokens: replyWords } : null)
  })
})

describe('OpenAI chat-completions replies', () => {
  it('sends the configured model instead of the default', async () => {
    const result = await adapterFor('openai', ' gpt-4o-mini ').complete({ messages: conversation })
    expect(fake.requests[0]!.body).toMatchObject({ model: 'gpt-4o-mini' })
    expect(result.model).toBe('gpt-4o-mini')
  })

  it('gives a non-streamed answer as one delta when the server ignores `stream`', async () => {
    fake.enqueue({
      kind: 'raw',
      contentType: 'application/json',
      body: JSON.stringify({
        model: 'gpt-4-0613',
        choices: [{ message: { role: 'assistant', content: 'All at once' } }],
        usage: { prompt_tokens: 3, completion_tokens: 3 },
      }),
    })
    const { deltas, result } = await collect(
      adapterFor('openai').stream({ messages: conversation }),
    )
    expect(deltas).toEqual(['All at once'])
    expect(result).toEqual({
      text: 'All at once',
      model: 'gpt-4-0613',
      usage: { inputTokens: 3, outputTokens: 3 },
    })
  })

  it('accepts a stream that ends after its finish_reason without [DONE]', async () => {
    fake.enqueue({
      kind: 'raw',
      contentType: 'text/event-stream',
      body: [
        'data: {"choices":[{"delta":{"content":"Short"},"finish_reason":null}]}\n\n',
        'data: {"choices":[{"delta":{},"finish_reason":"stop"}]}\n\n',
      ],
    })
    const { result } = await collect(adapterFor('openai').stream({ messages: conversation }))
    expect(result.text).toBe('Short')
  })

  it('fails with the provider error an SSE event carries, after the text before it', async () => {
    fake.enqueue({
      kind: 'raw',
      contentType: 'text/event-stream',
      body: [
        'data: {"choices":[{"delta":{"content":"Half "},"finish_reason":null}]}\n\n',
        'data: {"error":{"message":"The server had an error","type":"server_error"}}\n\n',
      ],
    })
    const stream = adapterFor('openai').stream({ messages: conversation })
    expect(await stream.next()).toEqual({ done: false, value: 'Half ' })
    await expect(stream.next()).rejects.toMatchObject({
      name: 'AiProviderError',
      kind: 'unavailable',
      provider: 'openai',
    })
  })

  it.each([
    ['no choices', { id: 'x', object: 'chat.completion' }],
    ['a null content', { choices: [{ message: { role: 'assistant', content: null } }] }],
  ])('treats a JSON reply with %s as a bad response', async (_, body) => {
    fake.enqueue({ kind: 'raw', contentType: 'application/json', body: JSON.stringify(body) })
    const error = await adapterFor('openai')
      .complete({ messages: conversation })
      .catch((e: unknown) => e as AiProviderError)
    expect(error).toMatchObject({ name: 'AiProviderError', kind: 'bad_response' })
  })

  it('a stream event that is not JSON is a bad response', async () => {
    fake.enqueue({
      kind: 'raw',
      contentType: 'text/event-stream',
      body: ['data: <html>\n\n'],
    })
    await expect(
      collect(adapterFor('grok').stream({ messages: conversation })),
    ).rejects.toMatchObject({ kind: 'bad_response', provider: 'grok' })
  })

  it('the fake answers 400 like OpenAI when the model or the messages are missing', async () => {
    const post = (body: unknown) =>
      fetch(`${fake.url}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const noModel = await post({ messages: conversation })
    expect(noModel.status).toBe(400)
    expect(await noModel.json()).toMatchObject({
      error: { message: 'you must provide a model parameter', type: 'invalid_request_error' },
    })
    expect((await post({ model: 'gpt-4' })).status).toBe(400)
  })
})
