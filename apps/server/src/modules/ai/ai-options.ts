import { createSecretBox, type SecretBox } from '../../lib/secret-box.js'
import type { Config } from '../../config/config.js'
import type { OutboundFetch } from '../../lib/outbound/guarded-fetch.js'
import {
  createAiAdapter,
  type AiProviderAdapter,
  type ResolvedAiConfig,
} from './providers/index.js'

/** What the AI operations need from the server's config, built once when routes register. */
export interface AiOptions {
  /** Seals the provider key kept in Settings (AES-256-GCM under the server secret). */
  keyBox: SecretBox
  /** The built-in provider from AI_* variables, used when Settings hold none. */
  environment: ResolvedAiConfig | null
  timeoutMs: number
  /** The server's guarded client: endpoints at local or metadata addresses are refused. */
  fetch: OutboundFetch
}

export function aiOptions(config: Pick<Config, 'secret' | 'ai'>, fetch: OutboundFetch): AiOptions {
  return {
    keyBox: createSecretBox(config.secret, 'ai-api-key'),
    environment: config.ai.environment,
    timeoutMs: config.ai.timeoutMs,
    fetch,
  }
}

/** An adapter for one configuration, with the server's time-out. */
export function adapterFor(options: AiOptions, config: ResolvedAiConfig): AiProviderAdapter {
  return createAiAdapter(config, { timeoutMs: options.timeoutMs, fetch: options.fetch })
}
