import {
  primaryColorPresets,
  siteMessages,
  siteThemes,
  type AppearanceSettings,
  type SiteTheme,
} from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Check, Monitor, Moon, Sun } from 'lucide-react'
import { useState } from 'react'

import { appearanceSettingsQuery, useSaveAppearanceSettings } from '@/lib/api/site-settings'

import { Alert } from '@/components/ui/alert'
import { QuerySectionCard } from '@/components/ui/query-section-card'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'
import { SaveButton } from '@/components/ui/save-button'

const themeChoices: Record<SiteTheme, { label: string; icon: typeof Sun }> = {
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
  system: { label: 'System', icon: Monitor },
}

const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring'

function AppearanceForm({ saved }: { saved: AppearanceSettings }) {
  const save = useSaveAppearanceSettings()
  const [draft, setDraft] = useState(saved)
  const [failure, setFailure] = useState<string | null>(null)
  const dirty =
    draft.defaultTheme !== saved.defaultTheme || draft.primaryColor !== saved.primaryColor
  useUnsavedChanges(dirty)

  return (
    <form
      noValidate
      aria-label="Appearance settings"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault()
        setFailure(null)
        save.mutate(draft, {
          onSuccess: () => notify.success(siteMessages.saved),
          onError: (caught) =>
            setFailure(errorMessage(caught, 'The appearance could not be saved.')),
        })
      }}
    >
      {failure && <Alert>{failure}</Alert>}
      <fieldset>
        <legend className="text-sm font-medium">Default theme</legend>
        <p className="mt-1 text-sm text-muted-foreground">
          For people who have not picked a theme themselves.
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {siteThemes.map((theme) => {
            const { label, icon: Icon } = themeChoices[theme]
            const checked = draft.defaultTheme === theme
            return (
              <label
                key={theme}
                className={cn(
                  choiceClass,
                  checked ? 'border-primary bg-primary-soft' : 'border-border hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="default-theme"
                  value={theme}
                  checked={checked}
                  onChange={() => setDraft((current) => ({ ...current, defaultTheme: theme }))}
                  className="sr-only"
                />
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </label>
            )
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">Primary colour</legend>
        <p className="mt-1 text-sm text-muted-foreground">
          Buttons, links and highlights across the app, for everyone.
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          {primaryColorPresets.map((preset) => {
            const checked = draft.primaryColor === preset.value
            return (
              <label
                key={preset.value}
                title={`${preset.name} ${preset.value}`}
                className="relative grid size-11 cursor-pointer place-items-center rounded-full ring-offset-2 ring-offset-surface has-[:checked]:ring-2 has-[:checked]:ring-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                style={{ backgroundColor: preset.value }}
              >
                <input
                  type="radio"
                  name="primary-color"
                  value={preset.value}
                  checked={checked}
                  aria-label={`${preset.name} ${preset.value}`}
                  onChange={() =>
                    setDraft((current) => ({ ...current, primaryColor: preset.value }))
                  }
                  className="sr-only"
                />
                {checked && <Check className="size-5 text-white" aria-hidden="true" />}
              </label>
            )
          })}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <SaveButton pending={save.isPending} disabled={!dirty}>
          Save Settings
        </SaveButton>
      </div>
    </form>
  )
}

/** Settings → Appearance: default theme and primary colour, for the whole installation. */
export function AppearanceTab() {
  return (
    <QuerySectionCard
      query={useQuery(appearanceSettingsQuery())}
      id="appearance-settings"
      title="Appearance"
      description="The look of Folio for everyone on this installation."
      loadingLabel="Loading appearance..."
      errorTitle="Could not load the appearance settings"
    >
      {(saved) => <AppearanceForm saved={saved} />}
    </QuerySectionCard>
  )
}
