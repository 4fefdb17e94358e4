import { aiMessages, aiProviderLabels, aiProviders } from '@folio/schema'
import type { AiProvider, AiSettings } from '@folio/schema'
import { LoaderCircle, PlugZap, Save, Trash2 } from 'lucide-react'
import { useState } from 'react'

import { useRemoveAiSettings, useSaveAiSettings, useTestAiConnection } from '../../api/settings'

import { AiApiKeyField } from './ai-api-key-field'
import { AiConnectionResult } from './ai-connection-result'
import type { ConnectionCheck } from './ai-connection-result'
import { AiModelFields } from './ai-model-fields'
import {
  draftFrom,
  serverFieldErrors,
  toInput,
  usesStoredKey,
  validateDraft,
  withProvider,
} from './ai-settings-values'
import type { AiFieldErrors, AiSettingsDraft } from './ai-settings-values'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SelectField } from '@/components/ui/form-field'
import { errorMessage } from '@/lib/api-client'
import { sameValues, useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'

const Spinner = () => <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />

/** What removing the configuration leaves editors with. */
function removeDescription(saved: AiSettings): string {
  const deleted = 'The stored provider, key and model are deleted.'
  if (saved.environment && !saved.builtinLocked) {
    return `${deleted} Editors then use the server’s built-in assistant.`
  }
  if (saved.environment) {
    return `${deleted} Editors cannot use the assistant until a provider is set again: the server’s built-in one is part of Premium.`
  }
  return `${deleted} Editors cannot use the assistant until a provider is set again.`
}

/** Settings → AI: provider, key, model and endpoint, with Save, Test connection and Remove. */
export function AiSettingsForm({ saved }: { saved: AiSettings }) {
  const save = useSaveAiSettings()
  const test = useTestAiConnection()
  const remove = useRemoveAiSettings()
  const [draft, setDraft] = useState<AiSettingsDraft>(() => draftFrom(saved))
  // What is saved now: leaving with a draft that differs asks first.
  const [baseline, setBaseline] = useState(draft)
  useUnsavedChanges(!sameValues(draft, baseline))
  const [errors, setErrors] = useState<AiFieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [check, setCheck] = useState<ConnectionCheck | null>(null)
  const [confirming, setConfirming] = useState(false)

  const storedKey = usesStoredKey(draft, saved)
  const busy = save.isPending || test.isPending || remove.isPending

  const update = (patch: Partial<AiSettingsDraft>, field?: keyof AiFieldErrors) => {
    setDraft((current) => ({ ...current, ...patch }))
    if (field) setErrors((current) => ({ ...current, [field]: undefined }))
    setCheck(null)
  }

  /** Client-side checks first; true when the values may go to the server. */
  const checked = () => {
    setFailure(null)
    setCheck(null)
    const found = validateDraft(draft, saved)
    setErrors(found)
    return Object.values(found).every((message) => !message)
  }

  const reset = (next: AiSettings) => {
    setDraft(draftFrom(next))
    setBaseline(draftFrom(next))
    setErrors({})
  }

  const onSave = () => {
    if (!checked()) return
    save.mutate(toInput(draft, saved), {
      onSuccess: (next) => {
        reset(next)
        notify.success(aiMessages.settingsSaved)
      },
      onError: (caught) => {
        setErrors(serverFieldErrors(caught))
        setFailure(errorMessage(caught, 'The AI settings could not be saved.'))
      },
    })
  }

  const onTest = () => {
    if (!checked()) return
    test.mutate(toInput(draft, saved), {
      onSuccess: (result) => setCheck({ kind: 'ok', result }),
      onError: (caught) => {
        setErrors(serverFieldErrors(caught))
        setCheck({ kind: 'failed', message: errorMessage(caught, 'The connection test failed.') })
      },
    })
  }

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (next) => {
        reset(next)
        setConfirming(false)
        notify.success('AI configuration removed')
      },
      onError: (caught) => {
        setConfirming(false)
        notify.error(errorMessage(caught, 'The AI configuration could not be removed.'))
      },
    })

  return (
    <form
      noValidate
      aria-label="AI provider settings"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        onSave()
      }}
    >
      {failure && <Alert>{failure}</Alert>}
      <SelectField
        id="ai-provider"
        label="Provider"
        value={draft.provider}
        error={errors.provider}
        onChange={(event) => {
          setDraft((current) => withProvider(current, event.target.value as AiProvider))
          setErrors({})
          setCheck(null)
        }}
      >
        {aiProviders.map((provider) => (
          <option key={provider} value={provider}>
            {aiProviderLabels[provider]}
          </option>
        ))}
      </SelectField>
      <AiApiKeyField
        provider={draft.provider}
        storedHint={saved.hasApiKey ? saved.apiKeyHint : null}
        showStored={storedKey}
        replacing={draft.replacingKey}
        value={draft.apiKey}
        error={errors.apiKey}
        onChange={(apiKey) => update({ apiKey }, 'apiKey')}
        onReplace={() => update({ replacingKey: true, apiKey: '' }, 'apiKey')}
        onKeep={() => update({ replacingKey: false, apiKey: '' }, 'apiKey')}
      />
      <AiModelFields
        provider={draft.provider}
        model={draft.model}
        endpoint={draft.endpoint}
        errors={errors}
        onModel={(model) => update({ model }, 'model')}
        onEndpoint={(endpoint) => update({ endpoint }, 'endpoint')}
      />

      {check && <AiConnectionResult check={check} />}

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:items-center">
        {(saved.hasApiKey || saved.isConfigured) && (
          <Button
            variant="ghost"
            className="text-danger sm:mr-auto"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove configuration
          </Button>
        )}
        <Button variant="secondary" className="sm:ml-auto" disabled={busy} onClick={onTest}>
          {test.isPending ? <Spinner /> : <PlugZap className="size-4" aria-hidden="true" />}
          {test.isPending ? 'Testing...' : 'Test connection'}
        </Button>
        <Button type="submit" disabled={busy}>
          {save.isPending ? <Spinner /> : <Save className="size-4" aria-hidden="true" />}
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Remove the AI configuration?"
        description={removeDescription(saved)}
        confirmLabel="Remove configuration"
        tone="danger"
        pending={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
      />
    </form>
  )
}
