import { aiMessages } from '@folio/schema'

import type { OutboundFetch } from '../../../lib/outbound/guarded-fetch.js'
import { createAnthropicMessagesAdapter } from './anthropic-messages.js'
import { createCustomEndpointAdapter } from './custom-endpoint.js'
import { createOpenAiChatAdapter } from './openai-chat.js'
import type { AiProviderAdapter, ResolvedAiConfig } from './provider.js'
import { DEFAULT_AI_TIMEOUT_MS, type ProviderHttpOptions } from './provider-http.js'

export { aiConfigProblem, modelFor } from './ai-config.js'

/**
 * The adapter for a configuration's provider. Check `aiConfigProblem` first: this throws a plain
 * error for a provider Folio does not know, which only a corrupt setting can hold.
 *
 * `timeoutMs` bounds the wait for the response and then for each next chunk (60 s by default).
 * `fetch` is the server's guarded client, so an endpoint at a local or metadata address is
 * refused; there is deliberately no default.
 */
export function createAiAdapter(
  config: ResolvedAiConfig,
  options: { timeoutMs?: number; fetch: OutboundFetch },
): AiProviderAdapter {
  const http: ProviderHttpOptions = {
    timeoutMs: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
    fetch: options.fetch,
  }
  const { provider } = config
  switch (provider) {
    case 'grok':
    case 'openai':
    case 'mistral':
      return createOpenAiChatAdapter({ ...config, provider }, http)
    case 'anthropic':
      return createAnthropicMessagesAdapter({ ...config, provider }, http)
    case 'custom':
      return createCustomEndpointAdapter({ ...config, provider }, http)
    default:
      throw new Error(aiMessages.unsupportedProvider)
  }
}
