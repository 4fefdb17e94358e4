import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  defaultFakeReply,
  startFakeAiProvider,
  type FakeAiProvider,
} from '../../../test/ai-provider-fake.js'
import { createAiAdapter } from './create-adapter.js'
import { promptOf } from './custom-endpoint.js'
import type { CompletionResult, ResolvedAiConfig } from './provider.js'

const KEY = 'custom-key-0123456789'
const single = [{ role: 'user' as const, content: 'Write about owls' }]
const reply = defaultFakeReply('Write about owls')
const replyWords = reply.split(' ').length

async function collect(stream: AsyncGenerator<string, CompletionResult, void>) {
  const deltas: string[] = []
  for (let next = await stream.next(); ; next = await stream.next()) {
    if (next.done) return { deltas, result: next.value }
    deltas.push(next.value)
  }
}

const config = (fake: FakeAiProvider, model = ''): ResolvedAiConfig => ({
  provider: 'custom',
  apiKey: KEY,
  model,
  endpoint: fake.url,
})

describe('custom endpoint', () => {
  let sse: FakeAiProvider
  let ndjson: FakeAiProvider
  let jsonOnly: FakeAiProvider
  beforeAll(async () => {
    ;[sse, ndjson, jsonOnly] = await Promise.all([
      startFakeAiProvider('custom', { apiKey: KEY, chunkDelayMs: 0 }),
      startFakeAiProvider('custom', { apiKey: KEY, chunkDelayMs: 0, customStream: 'ndjson' }),
      startFakeAiProvider('custom', { apiKey: KEY, customStream: 'json' }),
    ])
  })
  afterAll(() => Promise.all([sse.close(), ndjson.close(), jsonOnly.close()]))
  beforeEach(() => {
    for (const fake of [sse, ndjson, jsonOnly]) fake.requests.length = 0
  })

  it('posts prompt and messages to the endpoint itself with a bearer key, and no model when none is set', async () => {
    const result = await createAiAdapter(config(sse), { fetch }).complete({ messages: single })

    const request = sse.requests[0]!
    expect(request.path).toBe('/v1/generate')
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.body).toEqual({ prompt: 'Write about owls', messages: single })
    // The reply's `text` and Anthropic-style usage.
    expect(result).toEqual({
      text: reply,
      model: 'custom-fake-model',
      usage: { inputTokens: 3, outputTokens: replyWords },
    })
  })

  it('sends the model when one is set, and a transcript as the prompt of a longer conversation', async () => {
    const messages = [
      { role: 'user' as const, content: 'Write about owls' },
      { role: 'assistant' as const, content: 'Owls hunt at night.' },
      { role: 'user' as const, content: 'Shorter' },
    ]
    await createAiAdapter(config(sse, 'llama3.2'), { fetch }).complete({ messages })
    expect(sse.requests[0]!.body).toEqual({
      model: 'llama3.2',
      prompt: 'User: Write about owls\n\nAssistant: Owls hunt at night.\n\nUser: Shorter',
      messages,
    })
    expect(promptOf([{ role: 'system', content: 'Be kind' }, ...single])).toBe(
      'System: Be kind\n\nUser: Write about owls',
    )
  })

  it('streams SSE deltas until [DONE]', async () => {
    const { deltas, result } = await collect(
      createAiAdapter(config(sse), { fetch }).stream({ messages: single }),
    )
    expect(sse.requests[0]!.body).toMatchObject({ stream: true })
    expect(deltas).toHaveLength(replyWords)
    expect(result).toEqual({
      text: reply,
      model: 'custom-fake-model',
      usage: { inputTokens: 3, outputTokens: replyWords },
    })
  })

  it('streams NDJSON lines until done: true, with Ollama-style token counts', async () => {
    const { deltas, result } = await collect(
      createAiAdapter(config(ndjson), { fetch }).stream({ messages: single }),
    )
    expect(deltas).toHaveLength(replyWords)
    expect(result).toEqual({
      text: reply,
      model: 'custom-fake-model',
      usage: { inputTokens: 3, outputTokens: replyWords },
    })
  })

  it('an NDJSON stream cut before done is interrupted', async () => {
    ndjson.enqueue({ kind: 'stream-cut', text: reply })
    const stream = createAiAdapter(config(ndjson), { fetch }).stream({ messages: single })
    const deltas: string[] = []
    await expect(
      (async () => {
        for await (const delta of stream) deltas.push(delta)
      })(),
    ).rejects.toMatchObject({ kind: 'interrupted', provider: 'custom' })
    expect(deltas.length).toBeGreaterThan(0)
    expect(deltas.length).toBeLessThan(replyWords)
  })

  it('yields a single-JSON answer as one delta when asked to stream', async () => {
    const { deltas, result } = await collect(
      createAiAdapter(config(jsonOnly), { fetch }).stream({ messages: single }),
    )
    expect(jsonOnly.requests[0]!.body).toMatchObject({ stream: true })
    expect(deltas).toEqual([reply])
    expect(result.text).toBe(reply)
  })

  it.each([
    ['text before completion', { text: 'T', completion: 'C', response: 'R' }, 'T'],
    ['completion', { completion: 'C', response: 'R' }, 'C'],
    ['response', { response: 'R', choices: [{ message: { content: 'M' } }] }, 'R'],
    ['choices[0].message.content', { choices: [{ message: { content: 'M' } }] }, 'M'],
  ])('reads %s from a JSON reply', async (_, body, text) => {
    sse.enqueue({
      kind: 'raw',
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ ...body, usage: { prompt_tokens: 2, completion_tokens: 1 } }),
    })
    const result = await createAiAdapter(config(sse), { fetch }).complete({ messages: single })
    expect(result).toEqual({ text, model: '', usage: { inputTokens: 2, outputTokens: 1 } })
  })

  it.each([
    ['no reply field', { result: 'nope' }],
    ['an error', { error: 'model "llama9" not found' }],
  ])('a JSON reply with %s is a bad response', async (_, body) => {
    sse.enqueue({ kind: 'raw', contentType: 'application/json', body: JSON.stringify(body) })
    await expect(
      createAiAdapter(config(sse), { fetch }).complete({ messages: single }),
    ).rejects.toMatchObject({ kind: 'bad_response', provider: 'custom' })
  })

  it('reads OpenAI-style deltas from an OpenAI-compatible server', async () => {
    sse.enqueue({
      kind: 'raw',
      contentType: 'text/event-stream',
      body: [
        'data: {"model":"llama3.2","choices":[{"delta":{"content":"Hoot"},"finish_reason":null}]}\n\n',
        'data: {"choices":[{"delta":{"content":" hoot"},"finish_reason":"stop"}]}\n\n',
        'data: [DONE]\n\n',
      ],
    })
    const { deltas, result } = await collect(
      createAiAdapter(config(sse), { fetch }).stream({ messages: single }),
    )
    expect(deltas).toEqual(['Hoot', ' hoot'])
    expect(result).toEqual({ text: 'Hoot hoot', model: 'llama3.2', usage: null })
  })
})
