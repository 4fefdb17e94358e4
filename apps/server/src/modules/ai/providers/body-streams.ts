import { createParser, type EventSourceMessage } from 'eventsource-parser'

/**
 * Readers over a provider response body's chunks: server-sent events (parsed by
 * eventsource-parser) and NDJSON lines. Chunks split anywhere, even inside a UTF-8 character
 * or between `\r` and `\n`, so both decode in streaming mode and buffer.
 */

export interface SseEvent {
  /** The `event:` field; 'message' when the server sent none. */
  event: string
  /** The `data:` lines, joined with '\n'. */
  data: string
}

/**
 * Events as the EventSource standard reads them. Unlike the standard, a last event whose
 * closing blank line never came is still delivered when its lines are whole: some servers end
 * the body right after it. A half line at the end drops the pending event, so the caller sees
 * the stream end before its end marker.
 */
export async function* readSseEvents(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder()
  const ready: EventSourceMessage[] = []
  const parser = createParser({ onEvent: (message) => ready.push(message) })
  let last = ''
  const feed = (text: string) => {
    if (text === '') return
    last = text.at(-1)!
    parser.feed(text)
  }
  for await (const chunk of chunks) {
    feed(decoder.decode(chunk, { stream: true }))
    yield* drain(ready)
  }
  feed(decoder.decode())
  // The body ended on a line break: a blank line closes the pending event, if any. (After a
  // lone `\r` the parser still waits for a possible `\n`; the first '\n' completes that line.)
  if (last === '\n' || last === '\r') parser.feed('\n\n')
  yield* drain(ready)
}

function* drain(ready: EventSourceMessage[]): Generator<SseEvent> {
  for (const message of ready.splice(0)) {
    yield { event: message.event || 'message', data: message.data }
  }
}

export interface BodyLine {
  text: string
  /**
   * False only for a last line the body ended in the middle of (no line break after it): the
   * stream was cut, and the line is probably half an event.
   */
  complete: boolean
}

// A lone `\r` at the end of the buffer may be the first half of `\r\n`: wait for more.
const LINE_BREAK = /\r\n|\n|\r(?!$)/

/** The body's lines, for NDJSON streams (one JSON value a line). */
export async function* readLines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<BodyLine> {
  const decoder = new TextDecoder()
  let buffer = ''
  for await (const chunk of chunks) {
    buffer += decoder.decode(chunk, { stream: true })
    for (let match = LINE_BREAK.exec(buffer); match; match = LINE_BREAK.exec(buffer)) {
      yield { text: buffer.slice(0, match.index), complete: true }
      buffer = buffer.slice(match.index + match[0].length)
    }
  }
  buffer += decoder.decode()
  if (buffer.endsWith('\r')) yield { text: buffer.slice(0, -1), complete: true }
  else if (buffer !== '') yield { text: buffer, complete: false }
}
