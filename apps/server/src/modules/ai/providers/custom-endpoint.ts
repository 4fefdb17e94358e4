import type { AiUsage } from '@folio/schema'

import { modelFor } from './ai-config.js'
import { at, asString, deltaText, parseJson, readUsage } from './json-fields.js'
import { readChatReply, readChatStream } from './openai-chat.js'
import type {
  AiProviderAdapter,
  ChatMessage,
  CompletionRequest,
  CompletionResult,
  ResolvedAiConfig,
} from './provider.js'
import {
  embeddedError,
  adapterFromStream,
  readProviderCall,
  startProviderCall,
  type ProviderCall,
  type ProviderHttpOptions,
} from './provider-http.js'
import { readLines } from './body-streams.js'

/**
 * A custom endpoint: `POST` to the configured URL with a bearer key. The spec sends `prompt`;
 * sending `messages` too lets OpenAI-compatible servers (a local Ollama's
 * `/v1/chat/completions`) answer. The reply may be SSE, NDJSON (Ollama's native API) or one
 * JSON object, told apart by its content type.
 */
export function createCustomEndpointAdapter(
  config: ResolvedAiConfig & { provider: 'custom' },
  http: ProviderHttpOptions,
): AiProviderAdapter {
  const model = modelFor(config)

  async function* run(request: CompletionRequest, stream: boolean) {
    const call = await startProviderCall({
      provider: 'custom',
      apiKey: config.apiKey,
      url: config.endpoint.trim(),
      headers: {
        Authorization: `Bearer ${config.apiKey.trim()}`,
        'Content-Type': 'application/json',
      },
      body: {
        ...(model ? { model } : {}),
        prompt: promptOf(request.messages),
        messages: request.messages.map(({ role, content }) => ({ role, content })),
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        ...(stream ? { stream: true } : {}),
      },
      signal: request.signal,
      http,
    })
    return yield* readProviderCall(call, model, {
      streams: {
        'text/event-stream': readChatStream,
        'application/x-ndjson': readNdjsonStream,
      },
      reply: readChatReply,
    })
  }

  return adapterFromStream(run)
}

const speakers: Record<ChatMessage['role'], string> = {
  system: 'System',
  user: 'User',
  assistant: 'Assistant',
}

/** The prompt itself for a single message, else the conversation as a plain transcript. */
export function promptOf(messages: ChatMessage[]): string {
  if (messages.length === 1) return messages[0]!.content
  return messages.map((message) => `${speakers[message.role]}: ${message.content}`).join('\n\n')
}

/** One JSON object per line, each adding text; the last says `done: true`. */
async function* readNdjsonStream(
  call: ProviderCall,
  requestedModel: string,
): AsyncGenerator<string, CompletionResult, void> {
  let text = ''
  let model = requestedModel
  let usage: AiUsage | null = null
  for await (const line of readLines(call.chunks())) {
    if (line.text.trim() === '') continue
    const parsed = parseJson(line.text)
    if (!parsed) {
      if (!line.complete) break
      throw call.error('bad_response', `${call.label} sent a stream line that is not JSON`)
    }
    const failure = embeddedError(call, parsed.value)
    if (failure) throw failure
    model = asString(at(parsed.value, 'model')) || model
    usage = readUsage(parsed.value) ?? usage
    const delta = deltaText(parsed.value)
    if (delta) {
      text += delta
      yield delta
    }
    if (at(parsed.value, 'done') === true) return { text, model, usage }
  }
  throw call.error('interrupted', `${call.label} ended the stream mid-reply`)
}
