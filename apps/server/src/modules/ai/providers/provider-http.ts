import { aiProviderLabels, type AiProvider } from '@folio/schema'

import { outboundRefusal, type OutboundFetch } from '../../../lib/outbound/guarded-fetch.js'
import { asString, at, parseJson } from './json-fields.js'
import {
  AiProviderError,
  type AiProviderAdapter,
  type AiProviderErrorKind,
  type CompletionRequest,
  type CompletionResult,
} from './provider.js'

/**
 * One HTTP call to a provider: `fetch` under a time-out that restarts before every read, the
 * caller's abort signal, and the mapping of every failure (status, network, parse) to an
 * `AiProviderError` whose message never carries the API key.
 */

export const DEFAULT_AI_TIMEOUT_MS = 60_000

export interface ProviderHttpOptions {
  /** How long to wait for the response, and then for each next chunk of its body. */
  timeoutMs: number
  fetch: OutboundFetch
}

export interface ProviderCallInit {
  provider: AiProvider
  apiKey: string
  url: string
  headers: Record<string, string>
  body: unknown
  signal?: AbortSignal | undefined
  http: ProviderHttpOptions
}

export interface ProviderCall {
  /** The provider's name as users see it ('OpenAI'), for messages. */
  label: string
  response: Response
  /** The reply's media type, lower case, without parameters ('' when absent). */
  mediaType: string
  /** The body's chunks, each awaited under the time-out. */
  chunks(): AsyncGenerator<Uint8Array, void, void>
  /** The whole body as text, or its first `limit` characters or so. */
  text(limit?: number): Promise<string>
  /** An error about this call, its message cleared of the API key. */
  error(
    kind: AiProviderErrorKind,
    message: string,
    options?: AiProviderError['options'],
  ): AiProviderError
  /** Cancels the body so the provider's connection closes; safe to call again. */
  close(): void
}

const ERROR_BODY_LIMIT = 16_384

/** Sends the request; throws for a network failure, a time-out, an abort or a non-2xx status. */
export async function startProviderCall(init: ProviderCallInit): Promise<ProviderCall> {
  const { provider, apiKey, signal, http } = init
  const label = aiProviderLabels[provider]
  const controller = new AbortController()
  let stopReason: 'timeout' | 'aborted' | 'closed' | null = null
  let timer: NodeJS.Timeout | undefined
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null

  const stop = (reason: 'timeout' | 'aborted' | 'closed') => {
    stopReason ??= reason
    controller.abort()
  }
  const onCallerAbort = () => stop('aborted')
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => stop('timeout'), http.timeoutMs)
  }
  // A custom `fetch` may ignore the signal; racing against this keeps the time-out honest.
  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true })
  })
  stopped.catch(() => undefined)

  const error: ProviderCall['error'] = (kind, message, options) =>
    new AiProviderError(kind, provider, redact(message, apiKey), options)
  const stoppedError = () =>
    stopReason === 'timeout'
      ? error('timeout', `${label} sent nothing for ${http.timeoutMs} ms`)
      : error('aborted', `The call to ${label} was stopped`)
  const connectionError = (cause: unknown) => {
    const refusal = outboundRefusal(cause)
    if (!refusal) return error('unreachable', `Could not reach ${label}: ${networkReason(cause)}`)
    return error('address_refused', `The address of ${label}'s endpoint is not allowed`, {
      host: refusal.host,
      forbidden: refusal.forbidden,
    })
  }
  const close = () => {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onCallerAbort)
    stop('closed')
    reader?.cancel().catch(() => undefined)
  }

  if (signal?.aborted) throw error('aborted', `The call to ${label} was stopped`)
  signal?.addEventListener('abort', onCallerAbort, { once: true })

  let response: Response
  arm()
  try {
    response = await Promise.race([
      http.fetch(init.url, {
        method: 'POST',
        headers: init.headers,
        body: JSON.stringify(init.body),
        signal: controller.signal,
      }),
      stopped,
    ])
  } catch (cause) {
    const failure = stopReason === null ? connectionError(cause) : stoppedError()
    close()
    throw failure
  }
  clearTimeout(timer)

  async function* chunks(): AsyncGenerator<Uint8Array, void, void> {
    if (!response.body) return
    reader ??= response.body.getReader()
    for (;;) {
      let result: Awaited<ReturnType<typeof reader.read>>
      arm()
      try {
        result = await Promise.race([reader.read(), stopped])
      } catch {
        throw stopReason === 'timeout' || stopReason === 'aborted'
          ? stoppedError()
          : error('interrupted', `${label} closed the connection mid-reply`)
      } finally {
        clearTimeout(timer)
      }
      if (result.done) return
      yield result.value
    }
  }

  async function text(limit = Number.POSITIVE_INFINITY): Promise<string> {
    const decoder = new TextDecoder()
    let out = ''
    for await (const chunk of chunks()) {
      out += decoder.decode(chunk, { stream: true })
      if (out.length > limit) break
    }
    return out + decoder.decode()
  }

  const call: ProviderCall = {
    label,
    response,
    mediaType: (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(),
    chunks,
    text,
    error,
    close,
  }
  if (!response.ok) {
    const body = await text(ERROR_BODY_LIMIT).catch(() => '')
    const failure = stopReason === 'aborted' ? stoppedError() : statusError(call, body)
    close()
    throw failure
  }
  return call
}

function statusError(call: ProviderCall, body: string): AiProviderError {
  const { status, headers } = call.response
  const detail = providerMessage(body)
  const message = `${call.label} answered ${status}${detail ? `: ${detail}` : ''}`
  if (status === 401 || status === 403) return call.error('bad_key', message, { status })
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(headers)
    return call.error('rate_limited', message, { status, retryAfterSeconds })
  }
  if (status >= 500) return call.error('unavailable', message, { status })
  return call.error('bad_response', message, { status })
}

/** The provider's own words from an error body, shortened; '' when it is not JSON. */
function providerMessage(body: string): string {
  const parsed = parseJson(body)
  if (!parsed) return ''
  const { value } = parsed
  const message =
    asString(at(value, 'error', 'message')) ??
    asString(at(value, 'message')) ??
    asString(at(value, 'error')) ??
    asString(at(value, 'detail')) ??
    ''
  return message.length > 300 ? `${message.slice(0, 300)}…` : message
}

function networkReason(cause: unknown): string {
  const code = asString(at(cause, 'cause', 'code'))
  if (code) return code
  return cause instanceof Error ? cause.message : 'network error'
}

/**
 * Seconds to wait from a 429's `Retry-After` (seconds or an HTTP date), or OpenAI's
 * `retry-after-ms`; null when the provider sent neither.
 */
export function parseRetryAfter(headers: Headers, now = Date.now()): number | null {
  const value = headers.get('retry-after')?.trim()
  if (value) {
    if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value))
    const date = Date.parse(value)
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000))
  }
  const ms = Number(headers.get('retry-after-ms'))
  return ms > 0 ? Math.ceil(ms / 1000) : null
}

/** Removes the key from text bound for logs or users; providers sometimes echo it. */
export function redact(text: string, apiKey: string): string {
  const key = apiKey.trim()
  return key.length >= 4 ? text.replaceAll(key, '[redacted]') : text
}

/**
 * Maps an error a provider reports inside a 200 reply or a stream (`{"error": {...}}`), from its
 * type or code: OpenAI's `server_error`, Anthropic's `overloaded_error`, and so on.
 */
export function embeddedError(call: ProviderCall, value: unknown): AiProviderError | null {
  const error = at(value, 'error')
  if (error === undefined || error === null || error === false) return null
  const type = asString(at(error, 'type')) ?? asString(at(error, 'code')) ?? ''
  const message = asString(at(error, 'message')) ?? asString(error) ?? 'an error'
  return call.error(kindOfProviderError(type), `${call.label} sent an error: ${message}`)
}

function kindOfProviderError(type: string): AiProviderErrorKind {
  if (/auth|api_key|permission/i.test(type)) return 'bad_key'
  if (/rate_limit/i.test(type)) return 'rate_limited'
  if (/overloaded|server_error|api_error|unavailable/i.test(type)) return 'unavailable'
  return 'bad_response'
}

/** Reads a whole (not streamed) JSON reply. */
export async function readJsonReply(call: ProviderCall): Promise<unknown> {
  const body = await call.text()
  const parsed = parseJson(body)
  if (!parsed) {
    const what = call.mediaType === 'text/html' ? 'an HTML page' : 'a body that is not JSON'
    throw call.error('bad_response', `${call.label} answered ${what}`)
  }
  return parsed.value
}

/** Runs a reply generator to its end: how `complete` reuses the code that streams. */
export async function drain(
  replies: AsyncGenerator<string, CompletionResult, void>,
): Promise<CompletionResult> {
  for (;;) {
    const next = await replies.next()
    if (next.done) return next.value
  }
}

type ReplyStream = AsyncGenerator<string, CompletionResult, void>

/** How one wire protocol reads a provider's answer. */
export interface ReplyReaders {
  /** Readers of streamed answers, by media type ('text/event-stream'). */
  streams: Partial<Record<string, (call: ProviderCall, model: string) => ReplyStream>>
  /** The reader of one JSON reply: an answer not streamed, or a server that ignores `stream`. */
  reply: (call: ProviderCall, model: string) => Promise<CompletionResult>
}

/** Reads a started call to its end with the protocol's readers, and always closes it. */
export async function* readProviderCall(
  call: ProviderCall,
  model: string,
  readers: ReplyReaders,
): ReplyStream {
  try {
    const readStream = readers.streams[call.mediaType]
    if (readStream) return yield* readStream(call, model)
    // One JSON reply is one delta.
    const result = await readers.reply(call, model)
    if (result.text) yield result.text
    return result
  } finally {
    call.close()
  }
}

/** An adapter from the function that streams: `complete` runs the same stream to its end. */
export function adapterFromStream(
  run: (request: CompletionRequest, stream: boolean) => ReplyStream,
): AiProviderAdapter {
  return {
    complete: (request) => drain(run(request, false)),
    stream: (request) => run(request, true),
  }
}
