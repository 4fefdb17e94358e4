import { generalSettingsSchema, siteMessages, type GeneralSettings } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { generalSettingsQuery, useSaveGeneralSettings } from '@/lib/api/site-settings'
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/field-errors'

import { CustomDomainsCard } from './custom-domains-card'

import { Alert } from '@/components/ui/alert'
import { QuerySectionCard } from '@/components/ui/query-section-card'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { errorMessage } from '@/lib/api-client'
import { sameValues, useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'
import { SaveButton } from '@/components/ui/save-button'

const urlFields = [
  { key: 'logoUrl', label: 'Logo URL', hint: 'Shown in the sidebar instead of the Folio mark.' },
  { key: 'faviconUrl', label: 'Favicon URL', hint: 'The icon of the browser tab.' },
  {
    key: 'previewUrl',
    label: 'Content preview URL',
    hint: 'Where editors preview an item; {type}, {slug}, {id} and {locale} are filled in.',
  },
] as const satisfies readonly { key: keyof GeneralSettings; label: string; hint: string }[]

function GeneralForm({ saved }: { saved: GeneralSettings }) {
  const save = useSaveGeneralSettings()
  const [draft, setDraft] = useState(saved)
  // What is saved now: leaving with a draft that differs asks first.
  const [baseline, setBaseline] = useState(saved)
  useUnsavedChanges(!sameValues(draft, baseline))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const set = (key: keyof GeneralSettings, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  return (
    <form
      noValidate
      aria-label="General settings"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        setFailure(null)
        const parsed = generalSettingsSchema.safeParse(draft)
        if (!parsed.success) return setErrors(zodFieldErrors(parsed.error))
        save.mutate(parsed.data, {
          onSuccess: (next) => {
            setDraft(next)
            setBaseline(next)
            notify.success(siteMessages.saved)
          },
          onError: (caught) => {
            setErrors(apiFieldErrors(caught))
            setFailure(errorMessage(caught, 'The settings could not be saved.'))
          },
        })
      }}
    >
      {failure && <Alert>{failure}</Alert>}
      <TextField
        id="site-name"
        label="Site name"
        value={draft.siteName}
        error={errors.siteName}
        onChange={(event) => set('siteName', event.target.value)}
        required
      />
      <TextAreaField
        id="site-description"
        label="Site description"
        rows={3}
        value={draft.siteDescription}
        error={errors.siteDescription}
        onChange={(event) => set('siteDescription', event.target.value)}
      />
      {urlFields.map((field) => (
        <TextField
          key={field.key}
          id={`site-${field.key}`}
          label={field.label}
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={field.hint}
          value={draft[field.key]}
          error={errors[field.key]}
          onChange={(event) => set(field.key, event.target.value)}
        />
      ))}
      <div className="flex justify-end">
        <SaveButton pending={save.isPending}>Save Settings</SaveButton>
      </div>
    </form>
  )
}

/** Settings → General: site name, description, logo, favicon and preview URL; custom domains. */
export function GeneralTab() {
  return (
    <div className="space-y-6">
      <QuerySectionCard
        query={useQuery(generalSettingsQuery())}
        id="general-settings"
        title="General"
        description="How this installation names itself: in the sidebar, the browser tab and GET /api/v1/site."
        loadingLabel="Loading settings..."
        errorTitle="Could not load the general settings"
      >
        {(saved) => <GeneralForm saved={saved} />}
      </QuerySectionCard>
      <CustomDomainsCard />
    </div>
  )
}
