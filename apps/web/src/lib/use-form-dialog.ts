import { useState } from 'react'
import type { FormEvent } from 'react'

import { ApiError, errorMessage } from '@/lib/api-client'
import type { FieldErrors } from '@/lib/field-errors'
import { sameValues, useUnsavedChanges } from '@/lib/unsaved-changes'

export type FormErrors<Field extends string> = Partial<Record<Field, string>>

export interface FormDialogOptions<Values, Field extends string> {
  initial: Values | (() => Values)
  /** The fields in the order they appear: the first with an error takes the focus. */
  fields: readonly Field[]
  /** The element id of a field; a group (radios, checkboxes) focuses its first control. */
  fieldId: (field: Field) => string
  /** The field errors in a refused save's details; the rest goes to the error summary. */
  errorsFrom: (error: ApiError) => FormErrors<Field>
  /** The error summary when a save fails without naming a field. */
  failure: string
  /** `all`: any change clears every error (fields that constrain one another). */
  clearOnChange?: 'changed' | 'all'
}

/**
 * The errors among `found` (from zodFieldErrors or apiFieldErrors) that name one of the form's
 * `fields`. An error about anything else marks no field, so `fail` puts the save's message in the
 * error summary instead.
 */
export function pickFieldErrors<Field extends string>(
  found: FieldErrors,
  fields: readonly Field[],
): FormErrors<Field> {
  const errors: FormErrors<Field> = {}
  for (const field of fields) if (found[field]) errors[field] = found[field]
  return errors
}

/** Focuses the field `id` names, or the first control inside it when it is a group. */
export function focusField(id: string) {
  const element = document.getElementById(id)
  const target = element?.matches('input, select, textarea, button')
    ? element
    : element?.querySelector<HTMLElement>('input, select, textarea, button')
  target?.focus()
}

/**
 * A dialog form's state: values, field errors, the error summary above the fields, and a save
 * that shows refused fields and focuses the first of them so a keyboard user lands on the fix.
 * Values changed from where the form started count as unsaved: the dialog asks before closing.
 */
export function useFormDialog<Values extends object, Field extends string>(
  options: FormDialogOptions<Values, Field>,
) {
  const { fields, fieldId, errorsFrom, failure, clearOnChange = 'changed' } = options
  const [start, setStart] = useState<Values>(options.initial)
  const [values, setValues] = useState<Values>(start)
  const dirty = !sameValues(values, start)
  useUnsavedChanges(dirty)
  const [errors, setErrors] = useState<FormErrors<Field>>({})
  const [formError, setFormError] = useState<string | null>(null)

  /** Merges `patch` and clears the errors it may have fixed (and those of `alsoCleared`). */
  const change = (patch: Partial<Values>, alsoCleared: readonly Field[] = []) => {
    setValues((current) => ({ ...current, ...patch }))
    setErrors((current) => {
      if (clearOnChange === 'all') return {}
      const next = { ...current }
      for (const key of [...Object.keys(patch), ...alsoCleared]) delete next[key as Field]
      return next
    })
  }

  /** Shows field errors (from checks before sending) and focuses the first. */
  const showErrors = (next: FormErrors<Field>) => {
    setErrors(next)
    const first = fields.find((field) => next[field])
    if (first) focusField(fieldId(first))
  }

  /** For a save's onError: field errors on their fields, anything else in the summary. */
  const fail = (error: Error) => {
    const fieldErrors = error instanceof ApiError ? errorsFrom(error) : {}
    if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors)
    else setFormError(errorMessage(error, failure))
  }

  /** The form's onSubmit: no browser validation or page load, and a fresh summary. */
  const handleSubmit = (save: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    save()
  }

  /** Back to `to` with no errors, for dialogs that stay mounted when closed. */
  const reset = (to: Values) => {
    setStart(to)
    setValues(to)
    setErrors({})
    setFormError(null)
  }

  return { values, errors, formError, dirty, change, showErrors, fail, handleSubmit, reset }
}
