import type { PluginSummary } from '@folio/schema'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { useUpdatePlugin } from '../api/plugins'
import { draftOf, settingFields, settingsFromDraft } from '../plugin-settings-fields'
import type { SettingField, SettingsDraft } from '../plugin-settings-fields'

import { Alert } from '@/components/ui/alert'
import { Checkbox } from '@/components/ui/checkbox'
import { SaveButton } from '@/components/ui/save-button'
import { SelectField, TextField } from '@/components/ui/form-field'
import { ApiError, errorMessage } from '@/lib/api-client'
import type { FieldErrors } from '@/lib/field-errors'
import { useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'

const SETTINGS_PATH = 'settings.'

/** The server's messages per setting (`settings.<key>`), and whatever it said about the rest. */
function serverErrors(error: unknown): { fields: FieldErrors; other: string | null } {
  const fields: FieldErrors = {}
  if (error instanceof ApiError) {
    for (const detail of error.details) {
      if (!detail.path.startsWith(SETTINGS_PATH)) continue
      const key = detail.path.slice(SETTINGS_PATH.length).split('.')[0] ?? ''
      fields[key] ??= detail.message
    }
  }
  const other =
    Object.keys(fields).length > 0
      ? null
      : errorMessage(error, 'The plugin settings could not be saved.')
  return { fields, other }
}

function hintOf(field: SettingField): string | undefined {
  const range =
    field.minimum !== null && field.maximum !== null
      ? `From ${field.minimum} to ${field.maximum}.`
      : field.minimum !== null
        ? `At least ${field.minimum}.`
        : field.maximum !== null
          ? `At most ${field.maximum}.`
          : null
  // Plugin authors write descriptions with or without a full stop; the range follows as a
  // sentence of its own either way.
  const description = field.description?.trim().replace(/([^.!?])$/, '$1.')
  const hint = [description, range].filter(Boolean).join(' ')
  return hint || undefined
}

function SettingInput({
  id,
  field,
  value,
  error,
  onChange,
}: {
  id: string
  field: SettingField
  value: string | boolean
  error: string | undefined
  onChange: (value: string | boolean) => void
}) {
  const hint = hintOf(field)
  if (field.kind === 'boolean') {
    const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
    return (
      <div>
        <Checkbox
          id={id}
          label={field.label}
          checked={value === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        {hint && !error && (
          <p id={`${id}-hint`} className="mt-1 ml-6 text-sm text-muted-foreground">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1 ml-6 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    )
  }
  const text = typeof value === 'string' ? value : ''
  if (field.kind === 'select') {
    return (
      <SelectField
        id={id}
        label={field.label}
        hint={hint}
        error={error}
        value={text}
        required={field.required}
        onChange={(event) => onChange(event.target.value)}
      >
        {(text === '' || !field.required) && <option value="">Not set</option>}
        {field.options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </SelectField>
    )
  }
  const numeric = field.kind === 'number' || field.kind === 'integer'
  return (
    <TextField
      id={id}
      label={field.label}
      hint={hint}
      error={error}
      value={text}
      required={field.required}
      type={numeric ? 'number' : 'text'}
      inputMode={field.kind === 'integer' ? 'numeric' : numeric ? 'decimal' : undefined}
      step={field.kind === 'integer' ? 1 : numeric ? 'any' : undefined}
      min={field.minimum ?? undefined}
      max={field.maximum ?? undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

/**
 * A plugin's own settings, as a form made from its JSON Schema. The server checks the values
 * against the same schema; what it refuses shows beside the setting, and the first one is
 * focused so a keyboard user lands where the fix goes.
 */
export function PluginSettingsForm({ plugin }: { plugin: PluginSummary }) {
  const fields = useMemo(() => settingFields(plugin.settingsSchema), [plugin.settingsSchema])
  const saved = useMemo(() => draftOf(fields, plugin.settings), [fields, plugin.settings])
  const [draft, setDraft] = useState<SettingsDraft>(saved)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const focusFirstError = useRef(false)
  const save = useUpdatePlugin()
  const prefix = useId()
  const idOf = (key: string) => `${prefix}-setting-${key}`
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved)
  useUnsavedChanges(dirty)

  // A save (here or elsewhere) changes what is saved: the form starts again from it. Compared
  // by value, since every read of the list brings new objects and a refused save reads it too.
  const savedKey = JSON.stringify(saved)
  const [shownKey, setShownKey] = useState(savedKey)
  if (shownKey !== savedKey) {
    setShownKey(savedKey)
    setDraft(saved)
  }

  useEffect(() => {
    if (!focusFirstError.current) return
    focusFirstError.current = false
    const first = fields.find((field) => errors[field.key])
    if (first) document.getElementById(idOf(first.key))?.focus()
  })

  if (fields.length === 0) return null

  const showErrors = (next: FieldErrors) => {
    focusFirstError.current = true
    setErrors(next)
  }

  return (
    <form
      noValidate
      aria-label={`Settings of ${plugin.name}`}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        setFailure(null)
        const { settings, errors: local } = settingsFromDraft(fields, draft, plugin.settings)
        if (Object.keys(local).length > 0) {
          showErrors(local)
          return
        }
        setErrors({})
        save.mutate(
          { name: plugin.name, update: { settings } },
          {
            onSuccess: () => notify.success(`Settings of ${plugin.name} saved`),
            onError: (caught) => {
              const { fields: byKey, other } = serverErrors(caught)
              setFailure(other)
              showErrors(byKey)
            },
          },
        )
      }}
    >
      {failure && <Alert>{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <SettingInput
            key={field.key}
            id={idOf(field.key)}
            field={field}
            value={draft[field.key] ?? ''}
            error={errors[field.key]}
            onChange={(value) => {
              setDraft((current) => ({ ...current, [field.key]: value }))
              setErrors(({ [field.key]: _fixed, ...rest }) => rest)
            }}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <SaveButton pending={save.isPending} disabled={!dirty}>
          Save settings
        </SaveButton>
      </div>
    </form>
  )
}
