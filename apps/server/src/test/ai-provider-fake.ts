import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Small AI provider servers for tests, one per wire protocol Folio speaks: OpenAI chat
 * completions (also Grok and Mistral), Anthropic messages, and a custom endpoint. Each answers
 * in its provider's real format, streamed (SSE, or NDJSON for custom) or not, checks the key
 * and the fields the real one requires, and records every request. Plain node, so vitest tests
 * and Playwright specs can both start one.
 */

export type AiWireProtocol = 'openai' | 'anthropic' | 'custom'

export interface RecordedAiRequest {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown
  /** True when the client closed the connection before the reply ended (Stop, a time-out). */
  abandoned: boolean
}

export type FakeAiReply =
  /** A normal reply, streamed when the request asked. */
  | { kind: 'text'; text: string }
  /** A provider error, in the provider's own format unless `body` is given. */
  | { kind: 'error'; status: number; body?: unknown; headers?: Record<string, string> }
  /** 200 with an HTML page, as a proxy or captive portal sends. */
  | { kind: 'html' }
  /** 200 application/json cut mid-object. */
  | { kind: 'truncated-json' }
  /** Streams part of `text`, then ends the body without the end marker. */
  | { kind: 'stream-cut'; text: string }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Exactly this body; a list is written part by part with the chunk delay between. */
  | {
      kind: 'raw'
      status?: number
      contentType: string
      body: string | string[]
      headers?: Record<string, string>
    }

export interface FakeAiProvider {
  protocol: AiWireProtocol
  /** For openai/anthropic: the base URL to put in settings (e.g. http://127.0.0.1:PORT/v1); for custom: the full endpoint URL. */
  url: string
  requests: RecordedAiRequest[]
  /**
   * Queue replies for the next requests; when the queue is empty the default reply is used.
   * Requests refused for their key or a missing field do not take one.
   */
  enqueue(...replies: FakeAiReply[]): void
  close(): Promise<void>
}

export interface FakeAiProviderOptions {
  /** When set, requests with another key get the provider's 401. */
  apiKey?: string
  /** Pause between streamed chunks (5 ms by default); raise it to press Stop mid-reply. */
  chunkDelayMs?: number
  defaultReply?: (prompt: string) => string
  /** How the custom endpoint streams: SSE (default), NDJSON as Ollama does, or not at all. */
  customStream?: 'sse' | 'ndjson' | 'json'
}

const PATHS: Record<AiWireProtocol, string> = {
  openai: '/v1/chat/completions',
  anthropic: '/v1/messages',
  custom: '/v1/generate',
}

export function defaultFakeReply(prompt: string): string {
  return `Here is a draft about "${prompt.slice(0, 60)}". Folio writes it in several short sentences so that streaming is visible.`
}

export async function startFakeAiProvider(
  protocol: AiWireProtocol,
  options: FakeAiProviderOptions = {},
): Promise<FakeAiProvider> {
  const delayMs = options.chunkDelayMs ?? 5
  const replyFor = options.defaultReply ?? defaultFakeReply
  const queue: FakeAiReply[] = []
  const requests: RecordedAiRequest[] = []
  let counter = 0

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy())
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req)
    const body = parseJson(raw) ?? raw
    const record: RecordedAiRequest = {
      method: req.method ?? '',
      path: req.url ?? '/',
      headers: req.headers,
      body,
      abandoned: false,
    }
    requests.push(record)
    res.on('close', () => {
      if (!res.writableFinished) record.abandoned = true
    })

    if (req.method !== 'POST' || record.path.split('?')[0] !== PATHS[protocol]) {
      return sendError(res, protocol, 404, 'Not found')
    }
    if (options.apiKey !== undefined && keyOf(req, protocol) !== options.apiKey) {
      return sendError(res, protocol, 401, AUTH_MESSAGES[protocol])
    }
    const problem = missingField(protocol, req, body)
    if (problem) return sendError(res, protocol, 400, problem)

    counter += 1
    const prompt = promptOf(body)
    const reply = queue.shift() ?? { kind: 'text', text: replyFor(prompt) }
    const meta: ReplyMeta = {
      id: counter,
      model: str(field(body, 'model')) || `${protocol}-fake-model`,
      inputTokens: countWords(inputText(body)),
      includeUsage: field(body, 'stream_options', 'include_usage') === true,
    }
    const streamed = field(body, 'stream') === true && options.customStream !== 'json'
    const format: Format =
      protocol === 'custom' && options.customStream === 'ndjson' ? 'ndjson' : protocol
    await answer(res, reply, meta, streamed, format)
  }

  async function answer(
    res: ServerResponse,
    reply: FakeAiReply,
    meta: ReplyMeta,
    streamed: boolean,
    format: Format,
  ) {
    switch (reply.kind) {
      case 'hang':
        return
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>')
        return
      case 'error':
        if (reply.body === undefined) {
          return sendError(res, protocol, reply.status, statusMessage(reply.status), reply.headers)
        }
        res.writeHead(reply.status, {
          'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
          ...reply.headers,
        })
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body))
        return
      case 'raw':
        res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType, ...reply.headers })
        return writeParts(res, typeof reply.body === 'string' ? [reply.body] : reply.body, true)
      case 'truncated-json': {
        const json = JSON.stringify(wholeReply(protocol, 'A reply that never ends', meta))
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(json.slice(0, Math.floor(json.length / 2)))
        return
      }
      case 'text':
      case 'stream-cut': {
        const cut = reply.kind === 'stream-cut'
        if (!streamed) {
          const json = JSON.stringify(wholeReply(protocol, reply.text, meta))
          if (!cut) return void res.writeHead(200, { 'content-type': 'application/json' }).end(json)
          // Promise the whole body, send half, then drop the connection.
          res.writeHead(200, {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(json),
          })
          res.write(json.slice(0, Math.floor(json.length / 2)), () => res.destroy())
          return
        }
        const { head, parts, tail } = streamFrames(format, splitWords(reply.text), meta)
        res.writeHead(200, {
          'content-type': format === 'ndjson' ? 'application/x-ndjson' : 'text/event-stream',
          'cache-control': 'no-cache',
        })
        res.flushHeaders()
        const sent = cut ? parts.slice(0, Math.max(1, Math.floor(parts.length / 2))) : parts
        return writeParts(res, [head.join(''), ...sent, ...(cut ? [] : [tail.join('')])], false)
      }
    }
  }

  async function writeParts(res: ServerResponse, parts: string[], delayFirst: boolean) {
    for (const [index, part] of parts.entries()) {
      if (index > 0 || delayFirst) await sleep(index > 0 ? delayMs : 0)
      if (res.destroyed) return
      res.write(part)
    }
    res.end()
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    protocol,
    url: protocol === 'custom' ? `${origin}${PATHS.custom}` : `${origin}/v1`,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// ---------------------------------------------------------------------------------------------
// Requests

const AUTH_MESSAGES: Record<AiWireProtocol, string> = {
  openai: 'Incorrect API key provided',
  anthropic: 'invalid x-api-key',
  custom: 'Invalid API key',
}

function keyOf(req: IncomingMessage, protocol: AiWireProtocol): string | undefined {
  if (protocol === 'anthropic') return str(req.headers['x-api-key'])
  return /^Bearer (.*)$/.exec(req.headers.authorization ?? '')?.[1]
}

/** What the real provider answers 400 for, in its words. */
function missingField(protocol: AiWireProtocol, req: IncomingMessage, body: unknown) {
  if (typeof body !== 'object' || body === null) return 'The request body is not valid JSON'
  const hasMessages = Array.isArray(field(body, 'messages'))
  if (protocol === 'openai') {
    if (!str(field(body, 'model'))) return 'you must provide a model parameter'
    if (!hasMessages) return "Missing required parameter: 'messages'."
  }
  if (protocol === 'anthropic') {
    if (!req.headers['anthropic-version']) return 'anthropic-version: header is required'
    if (!str(field(body, 'model'))) return 'model: Field required'
    if (typeof field(body, 'max_tokens') !== 'number') return 'max_tokens: Field required'
    if (!hasMessages) return 'messages: Field required'
  }
  if (protocol === 'custom' && !str(field(body, 'prompt')) && !hasMessages) {
    return 'prompt is required'
  }
  return null
}

function messagesOf(body: unknown): unknown[] {
  const messages = field(body, 'messages')
  return Array.isArray(messages) ? (messages as unknown[]) : []
}

/** A message's text: a string, or Anthropic's text blocks joined. */
function contentText(message: unknown): string {
  const content = field(message, 'content')
  if (Array.isArray(content)) return content.map((block) => str(field(block, 'text'))).join('')
  return str(content)
}

/** The last user message, else a custom request's `prompt`. */
function promptOf(body: unknown): string {
  const lastUser = messagesOf(body)
    .filter((message) => field(message, 'role') === 'user')
    .at(-1)
  return lastUser ? contentText(lastUser) : str(field(body, 'prompt'))
}

/** What the input tokens are counted from: every message (and the system prompt), one per word. */
function inputText(body: unknown): string {
  const messages = messagesOf(body).map(contentText)
  return [
    str(field(body, 'system')),
    ...messages,
    messages.length ? '' : str(field(body, 'prompt')),
  ].join(' ')
}

// ---------------------------------------------------------------------------------------------
// Replies

type Format = AiWireProtocol | 'ndjson'

interface ReplyMeta {
  id: number
  model: string
  inputTokens: number
  includeUsage: boolean
}

interface TokenUsage {
  input_tokens: number
  output_tokens: number
}

const openAiUsage = ({ input_tokens, output_tokens }: TokenUsage) => ({
  prompt_tokens: input_tokens,
  completion_tokens: output_tokens,
  total_tokens: input_tokens + output_tokens,
})

const openAiEnvelope = (meta: ReplyMeta, object: string) => ({
  id: `chatcmpl-fake-${meta.id}`,
  object,
  created: Math.floor(Date.now() / 1000),
  model: meta.model,
})

const anthropicMessage = (meta: ReplyMeta, usage: TokenUsage) => ({
  id: `msg_fake_${meta.id}`,
  type: 'message',
  role: 'assistant',
  model: meta.model,
  content: [] as unknown[],
  stop_reason: null as string | null,
  stop_sequence: null,
  usage,
})

function wholeReply(protocol: AiWireProtocol, text: string, meta: ReplyMeta): unknown {
  const usage = { input_tokens: meta.inputTokens, output_tokens: splitWords(text).length }
  if (protocol === 'custom') return { text, model: meta.model, usage }
  if (protocol === 'anthropic') {
    const content = [{ type: 'text', text }]
    return { ...anthropicMessage(meta, usage), content, stop_reason: 'end_turn' }
  }
  return {
    ...openAiEnvelope(meta, 'chat.completion'),
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: openAiUsage(usage),
  }
}

/** A stream in three parts: what comes before the text, one frame per word, the end. */
function streamFrames(format: Format, words: string[], meta: ReplyMeta) {
  const usage = { input_tokens: meta.inputTokens, output_tokens: words.length }
  const data = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`
  switch (format) {
    case 'anthropic': {
      const event = (type: string, rest: object = {}) =>
        `event: ${type}\n${data({ type, ...rest })}`
      const started = anthropicMessage(meta, { ...usage, output_tokens: 1 })
      return {
        head: [
          event('message_start', { message: started }),
          event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
          event('ping'),
        ],
        parts: words.map((text) =>
          event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
        ),
        tail: [
          event('content_block_stop', { index: 0 }),
          event('message_delta', {
            delta: { stop_reason: 'end_turn', stop_sequence: null },
            usage: { output_tokens: words.length },
          }),
          event('message_stop'),
        ],
      }
    }
    case 'ndjson': {
      const line = (value: object) => `${JSON.stringify({ model: meta.model, ...value })}\n`
      const counts = { prompt_eval_count: meta.inputTokens, eval_count: words.length }
      return {
        head: [],
        parts: words.map((response) => line({ response, done: false })),
        tail: [line({ response: '', done: true, ...counts })],
      }
    }
    case 'custom':
      return {
        head: [],
        parts: words.map((text) => data({ text })),
        tail: [data({ done: true, model: meta.model, usage }), 'data: [DONE]\n\n'],
      }
    case 'openai': {
      const envelope = openAiEnvelope(meta, 'chat.completion.chunk')
      const chunk = (delta: object, finish: string | null) =>
        data({ ...envelope, choices: [{ index: 0, delta, finish_reason: finish }] })
      const usageChunk = data({ ...envelope, choices: [], usage: openAiUsage(usage) })
      return {
        head: [chunk({ role: 'assistant', content: '' }, null)],
        parts: words.map((content) => chunk({ content }, null)),
        tail: [chunk({}, 'stop'), ...(meta.includeUsage ? [usageChunk] : []), 'data: [DONE]\n\n'],
      }
    }
  }
}

function sendError(
  res: ServerResponse,
  protocol: AiWireProtocol,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(errorBody(protocol, status, message)))
}

const ANTHROPIC_ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  529: 'overloaded_error',
}

function errorBody(protocol: AiWireProtocol, status: number, message: string): unknown {
  if (protocol === 'custom') return { error: message }
  if (protocol === 'anthropic') {
    return { type: 'error', error: { type: ANTHROPIC_ERROR_TYPES[status] ?? 'api_error', message } }
  }
  const code = { 401: 'invalid_api_key', 429: 'rate_limit_exceeded' }[status] ?? null
  const type =
    status >= 500 ? 'server_error' : status === 429 ? 'requests' : 'invalid_request_error'
  return { error: { message, type, param: null, code } }
}

function statusMessage(status: number): string {
  if (status === 401) return 'Incorrect API key provided'
  if (status === 429) return 'Rate limit reached for requests'
  return status >= 500 ? 'The server had an error while processing your request' : 'Bad request'
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Words with the space after each, so joining the chunks gives the text back exactly. */
function splitWords(text: string): string[] {
  return text.split(/(?<=\s)(?=\S)/).filter((word) => word !== '')
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

function field(value: unknown, ...path: string[]): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
