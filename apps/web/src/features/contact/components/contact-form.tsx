import type { ContactMessage, CreateContactMessageInput } from '@folio/schema'
import { CircleAlert, LoaderCircle, Send } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'

import { createContactMessage } from '../api/create-contact-message'
import { contactFields, generalErrorMessage, toFieldErrors } from '../contact-errors'
import type { ContactField, ContactFieldErrors } from '../contact-errors'

import { ContactSuccess } from './contact-success'

import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { ApiError } from '@/lib/api-client'

const emptyValues: CreateContactMessageInput = { name: '', email: '', message: '' }

// Validation needs zod; fetch it once the form is on screen instead of with the page.
const loadValidator = () => import('../validate-contact-message')

/** The contact form: validates with the shared schema, then posts to the API. */
export function ContactForm() {
  const [values, setValues] = useState(emptyValues)
  const [errors, setErrors] = useState<ContactFieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [sent, setSent] = useState<ContactMessage | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    loadValidator().catch(() => {
      // Retried on submit, where a failure is reported.
    })
  }, [])

  const focusFirstError = (fieldErrors: ContactFieldErrors) => {
    const first = contactFields.find((field) => fieldErrors[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)

    let validation
    try {
      validation = (await loadValidator()).validateContactMessage(values)
    } catch (error) {
      setFormError(generalErrorMessage(error))
      return
    }
    if (!validation.ok) {
      setErrors(validation.errors)
      focusFirstError(validation.errors)
      return
    }

    setErrors({})
    setSubmitting(true)
    try {
      setSent(await createContactMessage(validation.data))
      setValues(emptyValues)
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? toFieldErrors(error.details) : {}
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors)
        focusFirstError(fieldErrors)
      } else {
        setFormError(generalErrorMessage(error))
      }
    } finally {
      setSubmitting(false)
    }
  }

  if (sent) return <ContactSuccess message={sent} onReset={() => setSent(null)} />

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Contact form"
      onSubmit={(event) => void submit(event)}
      className="relative space-y-5"
    >
      {formError && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4 text-sm text-danger"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{formError}</p>
        </div>
      )}
      <TextField
        id="contact-name"
        name="name"
        label="Name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(event) => change('name', event.target.value)}
      />
      <TextField
        id="contact-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextAreaField
        id="contact-message"
        name="message"
        label="Message"
        rows={6}
        value={values.message}
        error={errors.message}
        hint="Tell us what you are building and how we can help."
        onChange={(event) => change('message', event.target.value)}
      />
      {/*
        The honeypot (the schema's CONTACT_HONEYPOT_FIELD): off screen and hidden from assistive
        technology, so people leave it empty; scripts that fill every field fill it too, and the
        server then keeps nothing. Named here, not imported, so this page does not load the schema.
      */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website ?? ''}
          onChange={(event) => change('website', event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Sending...
          </>
        ) : (
          <>
            <Send className="size-4" aria-hidden="true" />
            Send message
          </>
        )}
      </Button>
    </form>
  )
}
