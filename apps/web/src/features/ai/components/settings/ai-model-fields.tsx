import { aiDefaultBaseUrls, aiModelSuggestions, aiProviderLabels } from '@folio/schema'
import type { AiProvider } from '@folio/schema'

import { defaultModelOf } from './ai-settings-values'
import type { AiFieldErrors } from './ai-settings-values'

import { TextField } from '@/components/ui/form-field'

/**
 * Model (free text, the provider's models suggested) and endpoint: required for Custom, an
 * optional base URL override for the others with their default as the placeholder.
 */
export function AiModelFields({
  provider,
  model,
  endpoint,
  errors,
  onModel,
  onEndpoint,
}: {
  provider: AiProvider
  model: string
  endpoint: string
  errors: AiFieldErrors
  onModel: (model: string) => void
  onEndpoint: (endpoint: string) => void
}) {
  const label = aiProviderLabels[provider]
  return (
    <>
      <TextField
        id="ai-model"
        label="Model"
        list="ai-model-suggestions"
        autoComplete="off"
        spellCheck={false}
        placeholder={defaultModelOf(provider) || 'The model your endpoint expects'}
        hint={
          provider === 'custom'
            ? 'Sent as is to your endpoint; leave empty if it picks the model itself.'
            : `Any ${label} model; empty means ${defaultModelOf(provider)}.`
        }
        value={model}
        error={errors.model}
        onChange={(event) => onModel(event.target.value)}
      />
      <datalist id="ai-model-suggestions">
        {aiModelSuggestions[provider].map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <TextField
        id="ai-endpoint"
        label={provider === 'custom' ? 'API endpoint' : 'Base URL override'}
        type="url"
        inputMode="url"
        spellCheck={false}
        required={provider === 'custom'}
        placeholder={
          provider === 'custom' ? 'https://ai.example.com/v1/generate' : aiDefaultBaseUrls[provider]
        }
        hint={
          provider === 'custom'
            ? 'Folio POSTs the prompt here (with the model and chat messages) and sends the key as a Bearer token.'
            : `Optional: a proxy or compatible gateway. Leave empty to call ${label} directly.`
        }
        value={endpoint}
        error={errors.endpoint}
        onChange={(event) => onEndpoint(event.target.value)}
      />
    </>
  )
}
