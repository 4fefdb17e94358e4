import { isTranslatableField, translationMessages } from '@folio/schema'
import type { ComponentRegistry, ContentType, Translation, TranslationStatus } from '@folio/schema'
import { LoaderCircle, Save, Trash2 } from 'lucide-react'
import { useState } from 'react'

import { useDeleteTranslation, useSaveTranslation } from '../api/translations'

import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { controlClass, TextField } from '@/components/ui/form-field'
import { ComponentRegistryGate } from './blocks/component-registry-gate'
import { FieldInput } from './field-input'
import { FieldValueView } from './field-value-view'
import {
  errorsFromDetails,
  localInputToIso,
  defaultScheduleInput,
  toApiValue,
  toFieldFormValue,
  toLocalInput,
  type FieldFormValue,
} from '../item-form-values'
import { ApiError, errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { notify } from '@/stores/notifications'

const statuses: { value: TranslationStatus; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
]

/** Marks a field whose value is still the main language's, or whose main value changed since. */
function FieldMarks({
  name,
  translation,
  sourceName,
}: {
  name: string
  translation: Translation
  sourceName: string
}) {
  const changed = translation.changedFields.includes(name)
  const same = translation.untranslatedFields.includes(name)
  if (!changed && !same) return null
  return (
    <span className="mb-1 flex flex-wrap gap-1">
      {changed && <Badge tone="warning">{sourceName} changed since this was translated</Badge>}
      {same && <Badge>Same as {sourceName}: not translated yet</Badge>}
    </span>
  )
}

/** Edits one translation: its title and translatable fields, its own status and schedule. */
export function TranslationForm(
  props: Omit<Parameters<typeof TranslationFormBody>[0], 'components'>,
) {
  // Component and blocks fields are read and written through the components they use.
  return (
    <ComponentRegistryGate fields={props.type.fields}>
      {(components) => <TranslationFormBody {...props} components={components} />}
    </ComponentRegistryGate>
  )
}

function TranslationFormBody({
  components,
  type,
  translation,
  languageName,
  sourceName,
}: {
  components: ComponentRegistry
  type: ContentType
  translation: Translation
  languageName: string
  sourceName: string
}) {
  const save = useSaveTranslation(translation.itemId, translation.locale)
  const remove = useDeleteTranslation(translation.itemId, translation.locale)
  const translatable = type.fields.filter(isTranslatableField)
  const shared = type.fields.filter((field) => !isTranslatableField(field))
  const [title, setTitle] = useState(translation.title)
  const [status, setStatus] = useState<TranslationStatus>(translation.status)
  const [scheduledFor, setScheduledFor] = useState(
    translation.scheduledFor ? toLocalInput(new Date(translation.scheduledFor)) : '',
  )
  const [values, setValues] = useState<Record<string, FieldFormValue>>(() =>
    Object.fromEntries(
      translatable.map((field) => [
        field.name,
        toFieldFormValue(field, translation.data[field.name], components),
      ]),
    ),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const prefix = `translation-${translation.locale}`

  const submit = () => {
    setErrors({})
    setFailure(null)
    save.mutate(
      {
        title,
        status,
        scheduledFor: status === 'scheduled' ? localInputToIso(scheduledFor) : null,
        data: Object.fromEntries(
          translatable.map((field) => [
            field.name,
            toApiValue(field, values[field.name] ?? '', components),
          ]),
        ),
        version: translation.version,
      },
      {
        onSuccess: () => notify.success(`${languageName} translation saved`),
        onError: (caught) => {
          if (caught instanceof ApiError) setErrors(errorsFromDetails(caught.details))
          setFailure(errorMessage(caught, 'The translation could not be saved.'))
        },
      },
    )
  }

  return (
    <form
      noValidate
      aria-label={`${languageName} translation`}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {failure && <Alert>{failure}</Alert>}
      {translation.outdated && (
        <Alert tone="info">
          The {sourceName} version changed after this translation was written. Fields marked below
          need a look.
        </Alert>
      )}
      <div>
        <TextField
          id={`${prefix}-title`}
          label="Title"
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="mt-1">
          <FieldMarks name="title" translation={translation} sourceName={sourceName} />
        </div>
      </div>
      {translatable.map((field) => (
        <div key={field.id}>
          <FieldMarks name={field.name} translation={translation} sourceName={sourceName} />
          <FieldInput
            id={`${prefix}-${field.id}`}
            field={field}
            value={values[field.name] ?? ''}
            error={errors[`data.${field.name}`]}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            itemId={translation.itemId}
          />
          {translation.changedFields.includes(field.name) && (
            <details className="mt-1 text-sm text-muted-foreground">
              <summary className="cursor-pointer">Current {sourceName} value</summary>
              <FieldValueView field={field} value={translation.source.data[field.name]} />
            </details>
          )}
        </div>
      ))}
      {shared.length > 0 && (
        <div className="rounded-lg border border-border p-3">
          <p className="text-sm font-medium">Shared across languages</p>
          <p className="text-sm text-muted-foreground">Edited once, on the {sourceName} item.</p>
          <dl className="mt-2 space-y-1 text-sm">
            {shared.map((field) => (
              <div key={field.id} className="flex gap-2">
                <dt className="font-medium">{field.name}:</dt>
                <dd className="min-w-0">
                  <FieldValueView field={field} value={translation.data[field.name]} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={`${prefix}-status`} className="block text-sm font-medium">
            Status of the {languageName} translation
          </label>
          <select
            id={`${prefix}-status`}
            value={status}
            onChange={(event) => {
              const next = event.target.value as TranslationStatus
              setStatus(next)
              if (next === 'scheduled' && !scheduledFor) setScheduledFor(defaultScheduleInput())
            }}
            className={cn(controlClass, 'mt-1.5 border-input sm:w-44')}
          >
            {statuses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {status === 'scheduled' && (
          <TextField
            id={`${prefix}-schedule`}
            label="Publish at"
            type="datetime-local"
            value={scheduledFor}
            error={errors.scheduledFor}
            onChange={(event) => setScheduledFor(event.target.value)}
          />
        )}
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete translation
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Save className="size-4" aria-hidden="true" />
          )}
          Save {languageName}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete the ${languageName} translation?`}
        description={translationMessages.deleteConfirm}
        confirmLabel="Delete"
        tone="danger"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false)
              notify.success(translationMessages.deleted)
            },
            onError: (caught) => notify.error(errorMessage(caught)),
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </form>
  )
}
