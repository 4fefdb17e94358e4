import { contentTypeMessages } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'

import { useSaveContentType } from '../api/content-type-mutations'
import { checkDraft, errorsFromDetails, titleFieldOf, withName } from '@/lib/content-type-draft'
import type { ContentTypeDraft, DraftErrors, FieldDraft } from '@/lib/content-type-draft'

import {
  FieldListEditor,
  fieldErrorInputId,
  withoutFieldErrors,
} from '@/components/field-editor/field-list-editor'

import { Button } from '@/components/ui/button'
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field'
import { generalSettingsQuery } from '@/lib/api/site-settings'
import { ApiError, errorMessage } from '@/lib/api-client'
import { sameValues, useGuardedClose, useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'

/** The input an error path points at (`fields.2.name` → that row's name input). */
function inputIdFor(path: string, fields: FieldDraft[]): string | null {
  if (path === 'name') return 'ct-name'
  if (path === 'slug') return 'ct-slug'
  if (path === 'description') return 'ct-description'
  if (path === 'titleField') return 'ct-title-field'
  if (path === 'previewUrl') return 'ct-preview-url'
  return fieldErrorInputId(path, fields)
}

/**
 * Name, slug, description and the list of fields. Checked with the API's schema on submit: the
 * first problem becomes an error notification (spec section 8) and every problem shows inline.
 */
export function ContentTypeForm({
  typeId,
  initial,
  onClose,
}: {
  /** The type being edited; null creates one. */
  typeId: string | null
  initial: ContentTypeDraft
  onClose: () => void
}) {
  const [start] = useState(initial)
  const [draft, setDraft] = useState(start)
  // Saving closes the form; until then any change makes closing or leaving ask first.
  useUnsavedChanges(!sameValues(draft, start))
  const guardedClose = useGuardedClose()
  const [errors, setErrors] = useState<DraftErrors>({})
  const [slugFollowsName, setSlugFollowsName] = useState(typeId === null)
  const focusAfterRender = useRef<string | null>(null)
  const save = useSaveContentType(typeId)
  // Only a hint: the type form works the same when the settings cannot be read.
  const sitePreviewUrl = useQuery({ ...generalSettingsQuery(), retry: false }).data?.previewUrl
  const textFields = draft.fields.filter((field) => field.type === 'text' && field.name.trim())

  useEffect(() => {
    if (focusAfterRender.current === null) return
    document.getElementById(focusAfterRender.current)?.focus()
    focusAfterRender.current = null
  })

  const clearError = (path: string) =>
    setErrors((current) => {
      if (!(path in current)) return current
      const { [path]: _removed, ...rest } = current
      return rest
    })

  const setFields = (fields: FieldDraft[]) => {
    setDraft((current) => ({ ...current, fields }))
    // Row numbers shift, so errors by index no longer point at the right row.
    setErrors(withoutFieldErrors)
  }

  const updateField = (index: number, patch: Partial<FieldDraft>) => {
    setDraft((current) => ({
      ...current,
      fields: current.fields.map((field, at) => (at === index ? { ...field, ...patch } : field)),
    }))
    for (const key of Object.keys(patch)) clearError(`fields.${index}.${key}`)
  }

  const showProblems = (message: string, problems: DraftErrors) => {
    setErrors(problems)
    notify.error(message)
    const first = Object.keys(problems)[0]
    focusAfterRender.current = first ? inputIdFor(first, draft.fields) : null
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const check = checkDraft(draft)
    if (!check.ok) {
      showProblems(check.message, check.errors)
      return
    }
    setErrors({})
    save.mutate(check.input, {
      onSuccess: () => {
        notify.success(typeId === null ? contentTypeMessages.created : contentTypeMessages.updated)
        onClose()
      },
      onError: (error) => {
        const details = error instanceof ApiError ? error.details : []
        showProblems(
          errorMessage(error, 'The content type could not be saved.'),
          errorsFromDetails(details),
        )
      },
    })
  }

  const saving = save.isPending
  return (
    <form
      noValidate
      aria-label={typeId ? 'Edit content type' : 'Create content type'}
      onSubmit={submit}
    >
      <fieldset disabled={saving} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <TextField
          id="ct-name"
          label="Name"
          autoComplete="off"
          placeholder="e.g. Blog Post"
          value={draft.name}
          error={errors.name}
          onChange={(event) => {
            setDraft(withName(draft, event.target.value, slugFollowsName))
            clearError('name')
            if (slugFollowsName) clearError('slug')
          }}
        />
        <TextField
          id="ct-slug"
          label="Slug"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. blog-post"
          hint="Used in API endpoints and URLs"
          className="font-mono"
          value={draft.slug}
          error={errors.slug}
          onChange={(event) => {
            const slug = event.target.value
            setDraft({ ...draft, slug })
            // A cleared slug on a new type goes back to following the name.
            setSlugFollowsName(typeId === null && slug === '')
            clearError('slug')
          }}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            id="ct-description"
            label="Description"
            rows={2}
            placeholder="What this content type is for"
            value={draft.description}
            error={errors.description}
            onChange={(event) => {
              setDraft({ ...draft, description: event.target.value })
              clearError('description')
            }}
          />
        </div>
      </fieldset>

      <FieldListEditor
        fields={draft.fields}
        errors={errors}
        disabled={saving}
        onChange={setFields}
        onUpdate={updateField}
      />

      <fieldset disabled={saving} className="mt-6 grid min-w-0 gap-4 sm:grid-cols-2">
        <SelectField
          id="ct-title-field"
          label="Title field"
          hint="A text field whose value is the item's title."
          value={titleFieldOf(draft)?.key ?? ''}
          error={errors.titleField}
          onChange={(event) => {
            setDraft({ ...draft, titleFieldKey: event.target.value || null })
            clearError('titleField')
          }}
        >
          <option value="">None</option>
          {textFields.map((field) => (
            <option key={field.key} value={field.key}>
              {field.name}
            </option>
          ))}
        </SelectField>
        <TextField
          id="ct-preview-url"
          label="Preview URL"
          type="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={sitePreviewUrl || 'https://example.com/{type}/{slug}'}
          hint="Optional. {type}, {slug} and {locale} are filled in; empty uses the installation's."
          value={draft.previewUrl}
          error={errors.previewUrl}
          onChange={(event) => {
            setDraft({ ...draft, previewUrl: event.target.value })
            clearError('previewUrl')
          }}
        />
      </fieldset>

      {/* Stays in view while a long field list scrolls; side by side even on phones. */}
      <div className="sticky -bottom-5 -mx-5 mt-6 -mb-5 flex justify-end gap-2 border-t border-border bg-card px-5 py-4">
        <Button variant="secondary" onClick={() => guardedClose(onClose)} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {typeId === null ? 'Create Content Type' : 'Update Content Type'}
        </Button>
      </div>
    </form>
  )
}
