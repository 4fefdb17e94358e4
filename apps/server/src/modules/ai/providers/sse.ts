/**
 * Line and server-sent-events readers over a response body's chunks. Chunks split anywhere,
 * even inside a UTF-8 character or between `\r` and `\n`, so both readers buffer.
 */

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

export interface SseEvent {
  /** The `event:` field; 'message' when the server sent none. */
  event: string
  /** The `data:` lines, joined with '\n'. */
  data: string
}

/**
 * Events as the EventSource standard reads them (`event:`, `data:`, comments, blank line ends
 * an event). Unlike the standard, a last event whose closing blank line never came is still
 * delivered when its lines are whole: some servers end the body right after it. A half line at
 * the end drops the pending event, so the caller sees the stream end before its end marker.
 */
export async function* parseSse(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SseEvent> {
  let event = ''
  let data: string[] = []
  for await (const line of readLines(chunks)) {
    if (!line.complete) return
    if (line.text === '') {
      if (data.length > 0) yield { event: event || 'message', data: data.join('\n') }
      event = ''
      data = []
      continue
    }
    if (line.text.startsWith(':')) continue
    const colon = line.text.indexOf(':')
    const name = colon === -1 ? line.text : line.text.slice(0, colon)
    const value = colon === -1 ? '' : line.text.slice(colon + 1).replace(/^ /, '')
    if (name === 'event') event = value
    else if (name === 'data') data.push(value)
  }
  if (data.length > 0) yield { event: event || 'message', data: data.join('\n') }
}
