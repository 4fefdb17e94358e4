import { aiStreamEventSchema } from '@folio/schema'
import type { AiStreamEvent } from '@folio/schema'

import { conversationPath } from './chat'

import { ApiError, apiStream } from '@/lib/api-client'

const unreadable = () =>
  new ApiError(0, 'unknown_error', 'The assistant sent a reply that could not be read.')

/**
 * The lines of an NDJSON body, each parsed as JSON, as they arrive. A line may come split
 * across chunks, and the last one may lack its newline; blank lines are skipped. A line that is
 * not JSON throws `ApiError` (and cancels the body). Aborting the request's signal makes the
 * read throw its `AbortError`.
 */
export async function* readNdjson(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const parse = (line: string): unknown => {
    try {
      return JSON.parse(line)
    } catch {
      throw unreadable()
    }
  }
  try {
    for (;;) {
      const { done, value } = await reader.read()
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true })
      const lines = buffer.split('\n')
      // Until the body ends, the last piece may be the start of a line still on its way.
      buffer = done ? '' : (lines.pop() ?? '')
      for (const line of lines) {
        if (line.trim() !== '') yield parse(line)
      }
      if (done) return
    }
  } finally {
    // Stopping early (an error, or the caller leaving the loop) must not leave the body open.
    await reader.cancel().catch(() => {})
  }
}

/**
 * `POST /api/v1/ai/conversations/{id}/messages`: sends a prompt and yields the reply's events
 * (`start`, `delta`…, then `done` or `error`) as the server streams them. A refusal before
 * the stream starts (empty prompt, assistant not configured) throws `ApiError`; aborting
 * `signal` stops the reply, which the server keeps as `stopped`.
 */
export async function* streamReply(
  conversationId: string,
  prompt: string,
  signal?: AbortSignal,
): AsyncGenerator<AiStreamEvent> {
  const response = await apiStream(`${conversationPath(conversationId)}/messages`, {
    method: 'POST',
    body: { prompt },
    signal,
    accept: 'application/x-ndjson',
  })
  if (!response.body) throw unreadable()
  for await (const line of readNdjson(response.body)) {
    const event = aiStreamEventSchema.safeParse(line)
    if (!event.success) throw unreadable()
    yield event.data
  }
}
