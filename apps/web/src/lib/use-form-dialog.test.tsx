import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ApiError } from './api-client'
import { pickFieldErrors, useFormDialog } from './use-form-dialog'

import { TextField } from '@/components/ui/form-field'
import { renderApp } from '@/testing/render-app'

type Field = 'name' | 'url'

/** A two-field form whose save fails with `answer`, after checking both are filled. */
function LinkForm({ answer }: { answer: Error }) {
  const { values, errors, formError, change, showErrors, fail, handleSubmit } = useFormDialog({
    initial: { name: '', url: '' },
    fields: ['name', 'url'] as const,
    fieldId: (field: Field) => `link-${field}`,
    errorsFrom: (error) =>
      Object.fromEntries(error.details.map((detail) => [detail.path, detail.message])),
    failure: 'The link could not be saved.',
  })
  const submit = handleSubmit(() => {
    const missing: Partial<Record<Field, string>> = {}
    if (!values.name) missing.name = 'Enter a name'
    if (!values.url) missing.url = 'Enter a URL'
    if (Object.keys(missing).length > 0) return showErrors(missing)
    fail(answer)
  })
  return (
    <form noValidate aria-label="Link" onSubmit={submit}>
      {formError && <p role="alert">{formError}</p>}
      <TextField
        id="link-name"
        label="Name"
        value={values.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextField
        id="link-url"
        label="URL"
        value={values.url}
        error={errors.url}
        onChange={(event) => change({ url: event.target.value })}
      />
      <button type="submit">Save</button>
    </form>
  )
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))
const field = (name: string) => screen.getByRole('textbox', { name })

describe('useFormDialog', () => {
  it('marks every refused field and moves the focus to the first', () => {
    renderApp(<LinkForm answer={new Error('unused')} />)
    save()
    expect(document.activeElement).toBe(field('Name'))
    expect(field('Name').getAttribute('aria-invalid')).toBe('true')
    expect(field('URL').getAttribute('aria-invalid')).toBe('true')

    // Typing in a field clears its own error and leaves the other's.
    fireEvent.change(field('Name'), { target: { value: 'Docs' } })
    expect(field('Name').getAttribute('aria-invalid')).toBeNull()
    expect(field('URL').getAttribute('aria-invalid')).toBe('true')
  })

  it("puts the server's field errors on their fields, focusing the first", () => {
    const refusal = new ApiError(422, 'validation_failed', 'Invalid', [
      { path: 'url', message: 'Use https' },
    ])
    renderApp(<LinkForm answer={refusal} />)
    fireEvent.change(field('Name'), { target: { value: 'Docs' } })
    fireEvent.change(field('URL'), { target: { value: 'http://example.com' } })
    save()
    expect(document.activeElement).toBe(field('URL'))
    expect(screen.getByText('Use https')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a failure naming no field in the summary, and clears it on the next try', () => {
    renderApp(<LinkForm answer={new Error('')} />)
    fireEvent.change(field('Name'), { target: { value: 'Docs' } })
    fireEvent.change(field('URL'), { target: { value: 'https://example.com' } })
    save()
    expect(screen.getByRole('alert').textContent).toBe('The link could not be saved.')
    fireEvent.change(field('URL'), { target: { value: '' } })
    save()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('pickFieldErrors', () => {
  it("keeps the errors naming the form's fields and leaves the rest out", () => {
    const found = { url: 'Use https', role: 'Unknown role', name: '' }
    expect(pickFieldErrors(found, ['name', 'url'] as const)).toEqual({ url: 'Use https' })
    expect(pickFieldErrors(found, ['name'] as const)).toEqual({})
  })
})
