import { contentTypeMessages } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, Plus } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'

import { useSaveContentType } from '../api/content-type-mutations'
import { contentTypesQuery } from '../api/get-content-types'
import { checkDraft, errorsFromDetails, newFieldDraft, withName } from '../content-type-draft'
import type { ContentTypeDraft, DraftErrors, FieldDraft } from '../content-type-draft'

import { FieldRow, fieldInputId } from './field-row'

import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

const ADD_FIELD_ID = 'ct-add-field'

/** The input an error path points at (`fields.2.name` → that row's name input). */
function inputIdFor(path: string, fields: FieldDraft[]): string | null {
  if (path === 'name') return 'ct-name'
  if (path === 'slug') return 'ct-slug'
  if (path === 'description') return 'ct-description'
  const [head, index, part] = path.split('.')
  if (head !== 'fields') return null
  const field = fields[Number(index)]
  if (!field) return ADD_FIELD_ID
  if (part === 'referenceTypeId') return fieldInputId(field.key, 'reference')
  if (part === 'type' || part === 'description') return fieldInputId(field.key, part)
  return fieldInputId(field.key, 'name')
}

const withoutFieldErrors = (errors: DraftErrors) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('fields')))

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
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<DraftErrors>({})
  const [slugFollowsName, setSlugFollowsName] = useState(typeId === null)
  const focusAfterRender = useRef<string | null>(null)
  const save = useSaveContentType(typeId)
  const types = useQuery(contentTypesQuery()).data ?? []

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

  const addField = () => {
    const field = newFieldDraft()
    focusAfterRender.current = fieldInputId(field.key, 'name')
    setFields([...draft.fields, field])
  }

  const moveField = (index: number, offset: -1 | 1) => {
    const fields = [...draft.fields]
    const [moved] = fields.splice(index, 1)
    if (!moved) return
    fields.splice(index + offset, 0, moved)
    setFields(fields)
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

      <section aria-labelledby="ct-fields-title" className="mt-6">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h3 id="ct-fields-title" className="font-semibold">
            Fields
          </h3>
          <Button
            id={ADD_FIELD_ID}
            variant="secondary"
            size="sm"
            onClick={addField}
            disabled={saving}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add Field
          </Button>
        </div>
        {errors.fields && (
          <p id="ct-fields-error" className="mb-3 text-sm font-medium text-danger">
            {errors.fields}
          </p>
        )}
        {draft.fields.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
            No fields defined. Click &quot;Add Field&quot; to create one.
          </p>
        ) : (
          <ol className="space-y-3">
            {draft.fields.map((field, index) => (
              <li key={field.key}>
                <FieldRow
                  field={field}
                  index={index}
                  count={draft.fields.length}
                  errors={errors}
                  types={types}
                  disabled={saving}
                  onChange={(patch) => updateField(index, patch)}
                  onMove={(offset) => moveField(index, offset)}
                  onRemove={() => setFields(draft.fields.filter((_, at) => at !== index))}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      {/* Stays in view while a long field list scrolls; side by side even on phones. */}
      <div className="sticky -bottom-5 -mx-5 mt-6 -mb-5 flex justify-end gap-2 border-t border-border bg-card px-5 py-4">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
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
