import { componentMessages } from '@folio/schema'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'

import { useSaveComponent } from '../api/component-mutations'
import { checkComponentDraft } from '../component-draft'
import type { ComponentDraft } from '../component-draft'

import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { errorsFromDetails, withName } from '@/lib/content-type-draft'
import type { DraftErrors, FieldDraft } from '@/lib/content-type-draft'
import {
  FieldListEditor,
  fieldErrorInputId,
  withoutFieldErrors,
} from '@/components/field-editor/field-list-editor'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

const topInputs: Record<string, string> = {
  name: 'cmp-name',
  slug: 'cmp-slug',
  description: 'cmp-description',
  icon: 'cmp-icon',
}

/**
 * A component's name, slug, description, palette icon and fields, with the same field editor
 * and the same checks as content types. The first problem becomes a notification and every
 * problem shows inline.
 */
export function ComponentForm({
  componentId,
  initial,
  onClose,
}: {
  /** The component being edited; null creates one. */
  componentId: string | null
  initial: ComponentDraft
  onClose: () => void
}) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<DraftErrors>({})
  const [slugFollowsName, setSlugFollowsName] = useState(componentId === null)
  const focusAfterRender = useRef<string | null>(null)
  const save = useSaveComponent(componentId)

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
    focusAfterRender.current = first
      ? (topInputs[first] ?? fieldErrorInputId(first, draft.fields))
      : null
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const check = checkComponentDraft(draft)
    if (!check.ok) {
      showProblems(check.message, check.errors)
      return
    }
    setErrors({})
    save.mutate(check.input, {
      onSuccess: () => {
        notify.success(componentId === null ? componentMessages.created : componentMessages.updated)
        onClose()
      },
      onError: (error) => {
        const details = error instanceof ApiError ? error.details : []
        showProblems(
          errorMessage(error, 'The component could not be saved.'),
          errorsFromDetails(details),
        )
      },
    })
  }

  const saving = save.isPending
  return (
    <form
      noValidate
      aria-label={componentId ? 'Edit component' : 'Create component'}
      onSubmit={submit}
    >
      <fieldset disabled={saving} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <TextField
          id="cmp-name"
          label="Name"
          autoComplete="off"
          placeholder="e.g. Call to action"
          value={draft.name}
          error={errors.name}
          onChange={(event) => {
            setDraft(withName(draft, event.target.value, slugFollowsName))
            clearError('name')
            if (slugFollowsName) clearError('slug')
          }}
        />
        <TextField
          id="cmp-slug"
          label="Slug"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. call-to-action"
          hint="The block's _type in the API"
          className="font-mono"
          value={draft.slug}
          error={errors.slug}
          onChange={(event) => {
            const slug = event.target.value
            setDraft({ ...draft, slug })
            setSlugFollowsName(componentId === null && slug === '')
            clearError('slug')
          }}
        />
        <TextAreaField
          id="cmp-description"
          label="Description"
          rows={2}
          placeholder="What this component is for"
          value={draft.description}
          error={errors.description}
          onChange={(event) => {
            setDraft({ ...draft, description: event.target.value })
            clearError('description')
          }}
        />
        <TextField
          id="cmp-icon"
          label="Icon"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. megaphone"
          hint="Optional: a Lucide icon name for the blocks palette."
          value={draft.icon}
          error={errors.icon}
          onChange={(event) => {
            setDraft({ ...draft, icon: event.target.value })
            clearError('icon')
          }}
        />
      </fieldset>

      <FieldListEditor
        fields={draft.fields}
        errors={errors}
        disabled={saving}
        onChange={setFields}
        onUpdate={updateField}
        excludeComponentId={componentId ?? undefined}
      />

      <div className="sticky -bottom-5 -mx-5 mt-6 -mb-5 flex justify-end gap-2 border-t border-border bg-card px-5 py-4">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {componentId === null ? 'Create Component' : 'Update Component'}
        </Button>
      </div>
    </form>
  )
}
