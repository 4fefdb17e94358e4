import { describe, expect, it } from 'vitest'

import { readLines, readSseEvents, type SseEvent } from './body-streams.js'

const encoder = new TextEncoder()

async function* chunksOf(...parts: (string | Uint8Array)[]) {
  for (const part of parts) yield typeof part === 'string' ? encoder.encode(part) : part
}

async function events(...parts: (string | Uint8Array)[]): Promise<SseEvent[]> {
  const out: SseEvent[] = []
  for await (const event of readSseEvents(chunksOf(...parts))) out.push(event)
  return out
}

describe('readSseEvents', () => {
  const body =
    ': a comment\n' +
    'event: message_start\ndata: {"a":1}\n\n' +
    'data: first line\r\ndata:second line\r\n\r\n' +
    'id: 7\nretry: 100\ndata: [DONE]\r\r'

  const expected: SseEvent[] = [
    { event: 'message_start', data: '{"a":1}' },
    { event: 'message', data: 'first line\nsecond line' },
    { event: 'message', data: '[DONE]' },
  ]

  it('reads named events, multi-line data, comments and every line ending', async () => {
    expect(await events(body)).toEqual(expected)
  })

  it('gives the same events however the body is split, even between \\r and \\n', async () => {
    for (let at = 1; at < body.length; at += 1) {
      expect(await events(body.slice(0, at), body.slice(at))).toEqual(expected)
    }
    expect(await events(...body.split(''))).toEqual(expected)
  })

  it('keeps a UTF-8 character split across chunks whole', async () => {
    const bytes = encoder.encode('data: Café ☕\n\n')
    const events2 = await events(bytes.slice(0, 10), bytes.slice(10, 14), bytes.slice(14))
    expect(events2).toEqual([{ event: 'message', data: 'Café ☕' }])
  })

  it('delivers a last event whose blank line never came, but not half a line', async () => {
    expect(await events('data: one\n\ndata: [DONE]\n')).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: '[DONE]' },
    ])
    expect(await events('data: one\n\ndata: {"choices":[{"del')).toEqual([
      { event: 'message', data: 'one' },
    ])
  })

  it('skips comments between data lines and keeps a field without a colon', async () => {
    expect(
      await events(': keep-alive\r\ndata: a\r\n: note\r\ndata\r\ndata:  b\r\n\r\n', ':\n\n'),
    ).toEqual([{ event: 'message', data: 'a\n\n b' }])
  })

  it('reads a JSON payload split mid-line over many chunks', async () => {
    const payload = JSON.stringify({ choices: [{ delta: { content: 'Hello, world' } }] })
    const body = `data: ${payload}\r\n\r\ndata: [DONE]\r\n\r\n`
    const parts = body.match(/.{1,3}/gs)!
    expect(await events(...parts)).toEqual([
      { event: 'message', data: payload },
      { event: 'message', data: '[DONE]' },
    ])
  })

  it('drops a byte-order mark and resets the event name after each event', async () => {
    expect(await events('\uFEFFevent: delta\ndata: 1\n\ndata: 2\n\n')).toEqual([
      { event: 'delta', data: '1' },
      { event: 'message', data: '2' },
    ])
  })

  it('ignores events without data', async () => {
    expect(await events('event: ping\n\n\n\ndata: x\n\n')).toEqual([
      { event: 'message', data: 'x' },
    ])
  })
})

describe('readLines', () => {
  it('marks a last line without a line break as incomplete', async () => {
    const lines = []
    for await (const line of readLines(chunksOf('{"a":1}\n{"b"', ':2}\r\n{"c":'))) lines.push(line)
    expect(lines).toEqual([
      { text: '{"a":1}', complete: true },
      { text: '{"b":2}', complete: true },
      { text: '{"c":', complete: false },
    ])
  })
})
