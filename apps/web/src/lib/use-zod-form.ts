import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type FormEvent } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form'
import type { z } from 'zod'

import { ApiError, errorMessage } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/unsaved-changes'
import { focusField, type FormErrors } from '@/lib/use-form-dialog'

export interface ZodFormOptions<Values extends FieldValues, Field extends Path<Values>> {
  /**
   * The shared schema the server checks with, from the form's values: its messages are the
   * form's, and what it outputs is what a save sends.
   */
  schema: z.ZodType
  defaultValues: DefaultValues<Values>
  /** The fields in the order they appear: the first with an error takes the focus. */
  fields: readonly Field[]
  /** The element id of a field; a group (radios, checkboxes) focuses its first control. */
  fieldId: (field: Field) => string
  /** The field errors in a refused save's details; the rest goes to the error summary. */
  errorsFrom: (error: ApiError) => FormErrors<Field>
  /** The error summary when a save fails without naming a field. */
  failure: string
  /** `always`: a refused save shows its message above the form even when it names fields. */
  summary?: 'unnamed' | 'always'
}

/**
 * A form on react-hook-form, checked by a shared zod schema, behaving as the app's other forms:
 * errors show on submit and a field's own error goes as it is edited; the first field in error
 * takes the focus (also after a refused save); anything else lands in the error summary; and
 * while the values differ from where they started (`isDirty`) the form counts as unsaved, so a
 * dialog or the app asks before its changes are lost.
 */
export function useZodForm<Values extends FieldValues, Output, Field extends Path<Values>>(
  options: ZodFormOptions<Values, Field>,
) {
  const { fields, fieldId, errorsFrom, failure, summary = 'unnamed' } = options
  const form = useForm<Values, unknown, Output>({
    // The resolver's types follow the schema's output; the cast names the output the form sends.
    resolver: zodResolver(options.schema as z.ZodType<unknown, FieldValues>) as unknown as Resolver<
      Values,
      unknown,
      Output
    >,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The order of `fields` decides, and it reaches groups too (their first control).
    shouldFocusError: false,
  })
  const { formState } = form
  useUnsavedChanges(formState.isDirty)
  const [formError, setFormError] = useState<string | null>(null)

  const errors: FormErrors<Field> = {}
  for (const field of fields) {
    const message = formState.errors[field]?.message
    if (typeof message === 'string') errors[field] = message
  }

  const focusFirst = (failed: (field: Field) => boolean) => {
    const first = fields.find(failed)
    if (first) focusField(fieldId(first))
  }

  /** Registers an input; editing it clears its error. */
  const field = (name: Field) => form.register(name, { onChange: () => form.clearErrors(name) })

  /** For a save's onError: field errors on their fields, anything else in the summary. */
  const fail = (error: Error) => {
    const found: FormErrors<Field> = error instanceof ApiError ? errorsFrom(error) : {}
    const named = fields.filter((name) => found[name])
    if (named.length === 0 || summary === 'always') setFormError(errorMessage(error, failure))
    if (named.length === 0) return
    for (const name of named) form.setError(name, { type: 'server', message: found[name] })
    focusFirst((name) => Boolean(found[name]))
  }

  /** The form's onSubmit: no browser validation or page load, a fresh summary, then `save`. */
  const submit = (save: (output: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
    setFormError(null)
    void form.handleSubmit(save, (invalid) => focusFirst((name) => Boolean(invalid[name])))(event)
  }

  return { form, errors, formError, field, fail, submit }
}
