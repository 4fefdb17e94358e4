import { aiMessages } from '@folio/schema'

import { createAnthropicMessagesAdapter } from './anthropic-messages.js'
import { createCustomEndpointAdapter } from './custom-endpoint.js'
import { createOpenAiChatAdapter } from './openai-chat.js'
import type { AiProviderAdapter, ResolvedAiConfig } from './provider.js'
import { DEFAULT_AI_TIMEOUT_MS } from './provider-http.js'

export { aiConfigProblem, modelFor } from './ai-config.js'

/**
 * The adapter for a configuration's provider. Check `aiConfigProblem` first: this throws a plain
 * error for a provider Folio does not know, which only a corrupt setting can hold.
 *
 * `timeoutMs` bounds the wait for the response and then for each next chunk (60 s by default);
 * `fetch` replaces the global one.
 */
export function createAiAdapter(
  config: ResolvedAiConfig,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): AiProviderAdapter {
  const http = {
    timeoutMs: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  } satisfies { timeoutMs: number; fetch: typeof fetch }
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
