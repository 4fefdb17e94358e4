import { generalSettingsSchema, siteMessages, type GeneralSettings } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { generalSettingsQuery, useSaveGeneralSettings } from '@/lib/api/site-settings'
import { apiFieldErrors } from '@/lib/field-errors'

import { CustomDomainsCard } from './custom-domains-card'

import { Alert } from '@/components/ui/alert'
import { QuerySectionCard } from '@/components/ui/query-section-card'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { pickFieldErrors } from '@/lib/use-form-dialog'
import { useZodForm } from '@/lib/use-zod-form'
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

/** The fields in the order the form shows them: the first with an error takes the focus. */
const generalFields = [
  'siteName',
  'siteDescription',
  ...urlFields.map((field) => field.key),
] as const satisfies readonly (keyof GeneralSettings)[]

const fieldIds: Record<(typeof generalFields)[number], string> = {
  siteName: 'site-name',
  siteDescription: 'site-description',
  logoUrl: 'site-logoUrl',
  faviconUrl: 'site-faviconUrl',
  previewUrl: 'site-previewUrl',
}

function GeneralForm({ saved }: { saved: GeneralSettings }) {
  const save = useSaveGeneralSettings()
  // The saved settings are where the form starts; a save makes its answer the new start, so
  // leaving then asks nothing.
  const { form, errors, formError, field, fail, submit } = useZodForm<
    GeneralSettings,
    GeneralSettings,
    (typeof generalFields)[number]
  >({
    schema: generalSettingsSchema,
    defaultValues: saved,
    fields: generalFields,
    fieldId: (name) => fieldIds[name],
    errorsFrom: (error) => pickFieldErrors(apiFieldErrors(error), generalFields),
    failure: 'The settings could not be saved.',
    summary: 'always',
  })

  return (
    <form
      noValidate
      aria-label="General settings"
      className="space-y-5"
      onSubmit={submit((input) =>
        save.mutate(input, {
          onSuccess: (next) => {
            form.reset(next)
            notify.success(siteMessages.saved)
          },
          onError: fail,
        }),
      )}
    >
      {formError && <Alert>{formError}</Alert>}
      <TextField
        id="site-name"
        label="Site name"
        error={errors.siteName}
        {...field('siteName')}
        required
      />
      <TextAreaField
        id="site-description"
        label="Site description"
        rows={3}
        error={errors.siteDescription}
        {...field('siteDescription')}
      />
      {urlFields.map((url) => (
        <TextField
          key={url.key}
          id={fieldIds[url.key]}
          label={url.label}
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={url.hint}
          error={errors[url.key]}
          {...field(url.key)}
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
