import { describe, expect, it } from 'vitest'

import { readNdjson, streamReply } from './stream-reply'

import { ApiError } from '@/lib/api-client'
import { apiError, stubApi } from '@/testing/stub-api'

/** A body that delivers `chunks` one by one, as a network would. */
function body(chunks: string[]) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

async function collect<T>(lines: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const line of lines) all.push(line)
  return all
}

describe('readNdjson', () => {
  it('joins lines split across chunks, even inside a character', async () => {
    const bytes = new TextEncoder().encode('{"text":"é"}\n')
    const encoder = new TextEncoder()
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"a":1}\n{"b"'))
        controller.enqueue(encoder.encode(':2}\n\n'))
        // "é" is two bytes: split between them.
        controller.enqueue(bytes.slice(0, 10))
        controller.enqueue(bytes.slice(10))
        controller.close()
      },
    })
    expect(await collect(readNdjson(stream))).toEqual([{ a: 1 }, { b: 2 }, { text: 'é' }])
  })

  it('reads a last line without its newline', async () => {
    expect(await collect(readNdjson(body(['{"a":1}\r\n', '{"b":2}'])))).toEqual([
      { a: 1 },
      { b: 2 },
    ])
  })

  it('throws an ApiError on a line that is not JSON, after the good ones', async () => {
    const seen: unknown[] = []
    const reading = (async () => {
      for await (const line of readNdjson(body(['{"a":1}\n', 'oops\n', '{"b":2}\n'])))
        seen.push(line)
    })()
    await expect(reading).rejects.toBeInstanceOf(ApiError)
    expect(seen).toEqual([{ a: 1 }])
  })
})

describe('streamReply', () => {
  it('posts the prompt and yields validated events', async () => {
    const calls = stubApi.post(
      '/api/v1/ai/conversations/:id/messages',
      () =>
        new Response(body(['{"type":"delta","text":"Hi"}\n{"type":"delta","text":"!"}\n']), {
          status: 200,
          headers: { 'Content-Type': 'application/x-ndjson' },
        }),
    )
    const events = await collect(streamReply('c 1', 'Hello'))
    expect(events).toEqual([
      { type: 'delta', text: 'Hi' },
      { type: 'delta', text: '!' },
    ])
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call?.url.pathname).toBe('/api/v1/ai/conversations/c%201/messages')
    expect(call?.method).toBe('POST')
    expect(call?.body).toEqual({ prompt: 'Hello' })
    expect(call?.headers.get('Accept')).toBe('application/x-ndjson')
  })

  it('turns a JSON refusal into an ApiError with the server’s code and message', async () => {
    stubApi.post('/api/v1/ai/conversations/:id/messages', () =>
      apiError(422, 'unprocessable', 'Not configured'),
    )
    const error: unknown = await collect(streamReply('c1', 'Hello')).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422, code: 'unprocessable', message: 'Not configured' })
  })

  it('refuses an event that is not in the contract', async () => {
    stubApi.post(
      '/api/v1/ai/conversations/:id/messages',
      () => new Response(body(['{"type":"delta"}\n']), { status: 200 }),
    )
    await expect(collect(streamReply('c1', 'Hello'))).rejects.toBeInstanceOf(ApiError)
  })

  it('rethrows the AbortError when stopped before the answer', async () => {
    const calls = stubApi.post('/api/v1/ai/conversations/:id/messages', () => new Response())
    const controller = new AbortController()
    controller.abort(new DOMException('Stopped', 'AbortError'))
    await expect(collect(streamReply('c1', 'Hello', controller.signal))).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(calls).toEqual([])
  })
})
