import { ANTHROPIC_VERSION } from '@folio/schema'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  defaultFakeReply,
  startFakeAiProvider,
  type FakeAiProvider,
} from '../../../test/ai-provider-fake.js'
import { createAiAdapter } from './create-adapter.js'
import type { CompletionResult } from './provider.js'

const KEY = 'sk-ant-test-0123456789'
const reply = defaultFakeReply('And what about bats?')
const replyWords = reply.split(' ').length
const conversation = [
  { role: 'system' as const, content: 'Answer briefly' },
  { role: 'user' as const, content: 'Write about owls' },
  { role: 'assistant' as const, content: 'Owls hunt at night.' },
  { role: 'system' as const, content: 'Use British spelling' },
  { role: 'user' as const, content: 'And what about bats?' },
]
// Every word the fake counts: the system prompt, then each message.
const inputWords = 2 + 3 + 4 + 3 + 4

async function collect(stream: AsyncGenerator<string, CompletionResult, void>) {
  const deltas: string[] = []
  for (let next = await stream.next(); ; next = await stream.next()) {
    if (next.done) return { deltas, result: next.value }
    deltas.push(next.value)
  }
}

let fake: FakeAiProvider
beforeAll(async () => {
  fake = await startFakeAiProvider('anthropic', { apiKey: KEY, chunkDelayMs: 0 })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
})

const adapter = (model = '') =>
  createAiAdapter({ provider: 'anthropic', apiKey: KEY, model, endpoint: fake.url }, { fetch })

describe('Anthropic messages', () => {
  it('posts to /messages with x-api-key, the version header, max_tokens and a system field', async () => {
    const result = await adapter().complete({ messages: conversation })

    expect(fake.requests).toHaveLength(1)
    const request = fake.requests[0]!
    expect(request.path).toBe('/v1/messages')
    expect(request.headers['x-api-key']).toBe(KEY)
    expect(request.headers['anthropic-version']).toBe('2023-06-01')
    expect(ANTHROPIC_VERSION).toBe('2023-06-01')
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers.authorization).toBeUndefined()
    expect(request.body).toEqual({
      model: 'claude-3-opus-20240229',
      max_tokens: 4096,
      system: 'Answer briefly\n\nUse British spelling',
      messages: [
        { role: 'user', content: 'Write about owls' },
        { role: 'assistant', content: 'Owls hunt at night.' },
        { role: 'user', content: 'And what about bats?' },
      ],
    })
    expect(result).toEqual({
      text: reply,
      model: 'claude-3-opus-20240229',
      usage: { inputTokens: inputWords, outputTokens: replyWords },
    })
  })

  it('leaves `system` out when there is none, and passes maxTokens and the model', async () => {
    await adapter('claude-3-5-haiku-latest').complete({
      messages: [{ role: 'user', content: 'Hi' }],
      maxTokens: 50,
    })
    expect(fake.requests[0]!.body).toEqual({
      model: 'claude-3-5-haiku-latest',
      max_tokens: 50,
      messages: [{ role: 'user', content: 'Hi' }],
    })
  })

  it('streams text deltas until message_stop, with usage from message_start and message_delta', async () => {
    const { deltas, result } = await collect(adapter().stream({ messages: conversation }))

    expect(fake.requests[0]!.body).toMatchObject({ stream: true, max_tokens: 4096 })
    expect(deltas).toHaveLength(replyWords)
    expect(deltas.join('')).toBe(reply)
    expect(result).toEqual({
      text: reply,
      model: 'claude-3-opus-20240229',
      usage: { inputTokens: inputWords, outputTokens: replyWords },
    })
  })

  it('joins every text block of a reply and skips the others', async () => {
    fake.enqueue({
      kind: 'raw',
      contentType: 'application/json',
      body: JSON.stringify({
        type: 'message',
        model: 'claude-3-opus-20240229',
        content: [
          { type: 'text', text: 'First. ' },
          { type: 'tool_use', id: 't', name: 'x', input: {} },
          { type: 'text', text: 'Second.' },
        ],
        usage: { input_tokens: 4, output_tokens: 2 },
      }),
    })
    const result = await adapter().complete({ messages: conversation })
    expect(result.text).toBe('First. Second.')
    expect(result.usage).toEqual({ inputTokens: 4, outputTokens: 2 })
  })

  it('fails as unavailable on an overloaded_error event mid-stream', async () => {
    const event = (type: string, data: object) =>
      `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`
    fake.enqueue({
      kind: 'raw',
      contentType: 'text/event-stream',
      body: [
        event('message_start', { message: { model: 'claude-3-opus-20240229', usage: {} } }),
        event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Owls ' } }),
        event('error', { error: { type: 'overloaded_error', message: 'Overloaded' } }),
      ],
    })
    const stream = adapter().stream({ messages: conversation })
    expect(await stream.next()).toEqual({ done: false, value: 'Owls ' })
    await expect(stream.next()).rejects.toMatchObject({
      kind: 'unavailable',
      provider: 'anthropic',
    })
  })

  it('a reply without content is a bad response', async () => {
    fake.enqueue({
      kind: 'raw',
      contentType: 'application/json',
      body: JSON.stringify({ type: 'message', role: 'assistant' }),
    })
    await expect(adapter().complete({ messages: conversation })).rejects.toMatchObject({
      kind: 'bad_response',
    })
  })

  it('the fake answers 400 like Anthropic without anthropic-version or max_tokens', async () => {
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(`${fake.url}/messages`, {
        method: 'POST',
        headers: { 'x-api-key': KEY, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const messages = [{ role: 'user', content: 'Hi' }]
    const noVersion = await post({}, { model: 'claude-3-opus-20240229', max_tokens: 10, messages })
    expect(noVersion.status).toBe(400)
    expect(await noVersion.json()).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message: 'anthropic-version: header is required' },
    })
    const noMax = await post(
      { 'anthropic-version': ANTHROPIC_VERSION },
      { model: 'claude-3-opus-20240229', messages },
    )
    expect(noMax.status).toBe(400)
    expect(await noMax.json()).toMatchObject({ error: { message: 'max_tokens: Field required' } })
  })
})
