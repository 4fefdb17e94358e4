import { ANTHROPIC_VERSION } from '@folio/schema'

import { baseUrlFor, modelFor } from './ai-config.js'
import { asCount, asString, at, parseJson, readUsage } from './json-fields.js'
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

/** Anthropic requires `max_tokens`; this is the bound when the caller sets none. */
export const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096

/**
 * Anthropic's messages API: `POST {base}/messages` with `x-api-key` and `anthropic-version`,
 * system prompts in a top-level `system` field, the reply in `content[]` text blocks, and a
 * stream of named events that ends with `message_stop`.
 */
export function createAnthropicMessagesAdapter(
  config: ResolvedAiConfig & { provider: 'anthropic' },
  http: ProviderHttpOptions,
): AiProviderAdapter {
  const url = `${baseUrlFor(config)}/messages`
  const model = modelFor(config)

  async function* run(request: CompletionRequest, stream: boolean) {
    const system = request.messages
      .filter((message) => message.role === 'system')
      .map((message) => message.content)
      .join('\n\n')
    const call = await startProviderCall({
      provider: 'anthropic',
      apiKey: config.apiKey,
      url,
      headers: {
        'x-api-key': config.apiKey.trim(),
        'anthropic-version': ANTHROPIC_VERSION,
        'content-type': 'application/json',
      },
      body: {
        model,
        max_tokens: request.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS,
        messages: request.messages
          .filter((message) => message.role !== 'system')
          .map(({ role, content }) => ({ role, content })),
        ...(system ? { system } : {}),
        ...(stream ? { stream: true } : {}),
      },
      signal: request.signal,
      http,
    })
    return yield* readProviderCall(call, model, {
      streams: { 'text/event-stream': readMessageStream },
      reply: readMessageReply,
    })
  }

  return adapterFromStream(run)
}

async function readMessageReply(call: ProviderCall, model: string): Promise<CompletionResult> {
  const reply = await readJsonReply(call)
  const content = at(reply, 'content')
  if (!Array.isArray(content)) {
    throw (
      embeddedError(call, reply) ?? call.error('bad_response', `${call.label} sent no completion`)
    )
  }
  // The spec reads content[0].text; a reply may hold several text blocks, so join them all.
  const text = content
    .filter((block) => at(block, 'type') === 'text')
    .map((block) => asString(at(block, 'text')) ?? '')
    .join('')
  return { text, model: asString(at(reply, 'model')) || model, usage: readUsage(reply) }
}

async function* readMessageStream(
  call: ProviderCall,
  requestedModel: string,
): AsyncGenerator<string, CompletionResult, void> {
  let text = ''
  let model = requestedModel
  let inputTokens: number | null = null
  let outputTokens: number | null = null
  const result = (): CompletionResult => ({
    text,
    model,
    usage:
      inputTokens === null && outputTokens === null
        ? null
        : { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 },
  })

  for await (const event of readSseEvents(call.chunks())) {
    const parsed = parseJson(event.data)
    if (!parsed) {
      throw call.error('bad_response', `${call.label} sent a stream event that is not JSON`)
    }
    const data = parsed.value
    switch (asString(at(data, 'type')) ?? event.event) {
      case 'message_start':
        model = asString(at(data, 'message', 'model')) || model
        inputTokens = asCount(at(data, 'message', 'usage', 'input_tokens')) ?? inputTokens
        break
      case 'content_block_delta': {
        const delta =
          at(data, 'delta', 'type') === 'text_delta' && asString(at(data, 'delta', 'text'))
        if (delta) {
          text += delta
          yield delta
        }
        break
      }
      case 'message_delta':
        // A running total of the output; newer API versions repeat input_tokens here too.
        outputTokens = asCount(at(data, 'usage', 'output_tokens')) ?? outputTokens
        inputTokens = asCount(at(data, 'usage', 'input_tokens')) ?? inputTokens
        break
      case 'message_stop':
        return result()
      case 'error':
        throw embeddedError(call, data) ?? call.error('bad_response', `${call.label} sent an error`)
      default:
      // ping, content_block_start/stop and events added later carry no text.
    }
  }
  throw call.error('interrupted', `${call.label} ended the stream mid-reply`)
}
