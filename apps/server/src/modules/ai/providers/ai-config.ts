import {
  aiDefaultBaseUrls,
  aiDefaultModels,
  aiMessages,
  aiProviders,
  type AiProvider,
} from '@folio/schema'

import type { ResolvedAiConfig } from './provider.js'

/** The providers that have a default base URL and model: all but custom. */
export type HostedAiProvider = Exclude<AiProvider, 'custom'>

function isAiProvider(value: string): value is AiProvider {
  return (aiProviders as readonly string[]).includes(value)
}

/**
 * The spec's configuration message for a config, or null when usable. Order: provider unknown
 * → `aiMessages.unsupportedProvider`; custom without endpoint or key →
 * `aiMessages.customRequired`; others without key → `aiMessages.apiKeyRequired(provider)`.
 */
export function aiConfigProblem(config: {
  provider: string
  apiKey: string
  endpoint: string
}): string | null {
  if (!isAiProvider(config.provider)) return aiMessages.unsupportedProvider
  const hasKey = config.apiKey.trim() !== ''
  if (config.provider === 'custom') {
    return hasKey && config.endpoint.trim() !== '' ? null : aiMessages.customRequired
  }
  return hasKey ? null : aiMessages.apiKeyRequired(config.provider)
}

/**
 * The model that will be sent: `config.model`, or the provider's default (spec section 9).
 * Custom has no default: '' then, and the adapter leaves `model` out of the body.
 */
export function modelFor(config: Pick<ResolvedAiConfig, 'provider' | 'model'>): string {
  const model = config.model.trim()
  if (model !== '' || config.provider === 'custom') return model
  return aiDefaultModels[config.provider]
}

/** Settings' base URL override, or the provider's own, without a trailing slash. */
export function baseUrlFor(config: { provider: HostedAiProvider; endpoint: string }): string {
  return (config.endpoint.trim() || aiDefaultBaseUrls[config.provider]).replace(/\/+$/, '')
}
