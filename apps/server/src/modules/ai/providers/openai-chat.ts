import type { AiUsage } from '@folio/schema'

import { baseUrlFor, modelFor } from './ai-config.js'
import { at, asString, deltaText, parseJson, readUsage, replyText } from './json-fields.js'
import type {
  AiProviderAdapter,
  CompletionRequest,
  CompletionResult,
  ResolvedAiConfig,
} from './provider.js'
import {
  embeddedError,
  readJsonReply,
  adapterFromStream,
  readProviderCall,
  startProviderCall,
  type ProviderCall,
  type ProviderHttpOptions,
} from './provider-http.js'
import { readSseEvents } from './body-streams.js'

/**
 * The OpenAI chat-completions wire protocol, which Grok (xAI) and Mistral speak too:
 * `POST {base}/chat/completions` with a bearer key, the reply in `choices[0].message.content`,
 * streamed as SSE `choices[0].delta.content` chunks ending with `data: [DONE]`.
 */
export function createOpenAiChatAdapter(
  config: ResolvedAiConfig & { provider: 'grok' | 'openai' | 'mistral' },
  http: ProviderHttpOptions,
): AiProviderAdapter {
  const url = `${baseUrlFor(config)}/chat/completions`
  const model = modelFor(config)
  // Mistral answers 422 to `stream_options`; it sends usage in the last chunk unasked.
  const askUsage = config.provider !== 'mistral'

  async function* run(request: CompletionRequest, stream: boolean) {
    const call = await startProviderCall({
      provider: config.provider,
      apiKey: config.apiKey,
      url,
      headers: {
        Authorization: `Bearer ${config.apiKey.trim()}`,
        'Content-Type': 'application/json',
      },
      body: {
        model,
        messages: request.messages.map(({ role, content }) => ({ role, content })),
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        ...(stream ? { stream: true } : {}),
        ...(stream && askUsage ? { stream_options: { include_usage: true } } : {}),
      },
      signal: request.signal,
      http,
    })
    return yield* readProviderCall(call, model, {
      streams: { 'text/event-stream': readChatStream },
      reply: readChatReply,
    })
  }

  return adapterFromStream(run)
}

/** A whole chat-completion JSON reply (also what a server that ignores `stream` sends). */
export async function readChatReply(call: ProviderCall, model: string): Promise<CompletionResult> {
  const reply = await readJsonReply(call)
  const text = replyText(reply)
  if (text === undefined) {
    throw (
      embeddedError(call, reply) ?? call.error('bad_response', `${call.label} sent no completion`)
    )
  }
  return { text, model: asString(at(reply, 'model')) || model, usage: readUsage(reply) }
}

/**
 * Chat-completion SSE chunks. The stream is done at `data: [DONE]`, or when the body ends after
 * a chunk with a `finish_reason` (or `done: true`, as some custom servers send); ending before
 * either means the provider stopped mid-reply.
 */
export async function* readChatStream(
  call: ProviderCall,
  requestedModel: string,
): AsyncGenerator<string, CompletionResult, void> {
  let text = ''
  let model = requestedModel
  let usage: AiUsage | null = null
  let finished = false
  for await (const event of readSseEvents(call.chunks())) {
    if (event.data.trim() === '[DONE]') return { text, model, usage }
    const parsed = parseJson(event.data)
    if (!parsed) {
      throw call.error('bad_response', `${call.label} sent a stream event that is not JSON`)
    }
    const chunk = parsed.value
    const failure = embeddedError(call, chunk)
    if (failure) throw failure
    model = asString(at(chunk, 'model')) || model
    usage = readUsage(chunk) ?? usage
    if (at(chunk, 'choices', 0, 'finish_reason') || at(chunk, 'done') === true) finished = true
    const delta = deltaText(chunk)
    if (delta) {
      text += delta
      yield delta
    }
  }
  if (!finished) throw call.error('interrupted', `${call.label} ended the stream mid-reply`)
  return { text, model, usage }
}
