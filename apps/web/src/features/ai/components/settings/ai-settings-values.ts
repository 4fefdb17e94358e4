import {
  aiDefaultModels,
  aiMessages,
  aiModelSuggestions,
  aiSettingsInputSchema,
} from '@folio/schema'
import type { AiProvider, AiSettings, AiSettingsInput } from '@folio/schema'

import { ApiError } from '@/lib/api-client'

/** Settings → AI as the form holds it. `apiKey` is only what was typed: the stored key never comes back. */
export interface AiSettingsDraft {
  provider: AiProvider
  model: string
  endpoint: string
  apiKey: string
  /** The admin chose Replace key: the stored key is ignored and a new one is typed. */
  replacingKey: boolean
}

export type AiFieldErrors = Partial<Record<'provider' | 'apiKey' | 'model' | 'endpoint', string>>

/** The model a provider uses when none is named ('' for custom: its endpoint decides). */
export const defaultModelOf = (provider: AiProvider): string =>
  provider === 'custom' ? '' : aiDefaultModels[provider]

export function draftFrom(saved: AiSettings): AiSettingsDraft {
  return {
    provider: saved.provider,
    model: saved.model || defaultModelOf(saved.provider),
    endpoint: saved.endpoint,
    apiKey: '',
    replacingKey: false,
  }
}

/**
 * Another provider: the model follows unless the admin typed one of their own (a prefill or a
 * suggestion of the old provider is not their own).
 */
export function withProvider(draft: AiSettingsDraft, provider: AiProvider): AiSettingsDraft {
  const model = draft.model.trim()
  const prefilled = model === '' || aiModelSuggestions[draft.provider].includes(model)
  return { ...draft, provider, model: prefilled ? defaultModelOf(provider) : draft.model }
}

/**
 * Whether the stored key goes with this draft: there is one, the admin is not replacing it, and
 * it belongs to the provider chosen (another provider's key would only be refused).
 */
export function usesStoredKey(draft: AiSettingsDraft, saved: AiSettings): boolean {
  return saved.hasApiKey && !draft.replacingKey && draft.provider === saved.provider
}

/** What Save and Test connection send: no `apiKey` keeps the stored one. */
export function toInput(draft: AiSettingsDraft, saved: AiSettings): AiSettingsInput {
  const input: AiSettingsInput = {
    provider: draft.provider,
    model: draft.model.trim(),
    endpoint: draft.endpoint.trim(),
  }
  return usesStoredKey(draft, saved) ? input : { ...input, apiKey: draft.apiKey.trim() }
}

/**
 * The checks the server makes (spec section 5), with its messages, so a missing key is said
 * without a round trip. The server stays authoritative; its field errors replace these.
 */
export function validateDraft(draft: AiSettingsDraft, saved: AiSettings): AiFieldErrors {
  const errors: AiFieldErrors = {}
  const parsed = aiSettingsInputSchema.safeParse(toInput(draft, saved))
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '') as keyof AiFieldErrors
      errors[key] ??= issue.message
    }
    if (errors.provider) return errors
  }
  const keyMissing = !usesStoredKey(draft, saved) && draft.apiKey.trim() === ''
  if (draft.provider === 'custom') {
    if (keyMissing) errors.apiKey ??= aiMessages.customRequired
    if (draft.endpoint.trim() === '') errors.endpoint ??= aiMessages.customRequired
  } else if (keyMissing) {
    errors.apiKey ??= aiMessages.apiKeyRequired(draft.provider)
  }
  return errors
}

/** The server's per-field messages (`details` of a 400), by field. */
export function serverFieldErrors(error: unknown): AiFieldErrors {
  if (!(error instanceof ApiError)) return {}
  const errors: AiFieldErrors = {}
  for (const detail of error.details) {
    const key = detail.path.split('.')[0]
    if (key === 'provider' || key === 'apiKey' || key === 'model' || key === 'endpoint') {
      errors[key] ??= detail.message
    }
  }
  return errors
}
