import { ArrowLeft, LoaderCircle, Send } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { requestPasswordReset } from '../auth-actions'
import { emailError } from '../validate-credentials'

import { CheckEmail, EmailSteps } from './check-email'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'

/** Asks for the account's email and sends a reset link; then shows Check your email. */
export function ForgotPasswordForm({
  initialEmail,
  mailboxEnabled,
  onBack,
}: {
  initialEmail: string
  mailboxEnabled: boolean
  onBack: () => void
}) {
  const [email, setEmail] = useState(initialEmail)
  const [fieldError, setFieldError] = useState<string>()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const invalid = emailError(email)
    setFieldError(invalid)
    if (invalid) return
    setError(null)
    setPending(true)
    try {
      await requestPasswordReset(email.trim())
      setSentTo(email.trim())
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not send the reset email.')
    } finally {
      setPending(false)
    }
  }

  if (sentTo) {
    return (
      <CheckEmail email={sentTo} mailboxEnabled={mailboxEnabled} onReturn={onBack}>
        <p className="mb-2 text-foreground">
          If an account exists for this address, the email has a link to choose a new password.
        </p>
        <EmailSteps
          steps={[
            'Open the email from Folio.',
            'Click the reset link.',
            'Choose a new password; you are then signed in.',
          ]}
        />
      </CheckEmail>
    )
  }

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">Reset your password</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Enter the email you sign in with and we will send you a link to choose a new password.
      </p>
      <form
        noValidate
        aria-label="Reset password"
        onSubmit={(event) => void submit(event)}
        className="mt-6 space-y-4"
      >
        {error && <Alert>{error}</Alert>}
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          value={email}
          error={fieldError}
          onChange={(event) => {
            setEmail(event.target.value)
            setFieldError(undefined)
          }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          {pending ? 'Sending...' : 'Send reset link'}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to sign in
        </Button>
      </form>
    </div>
  )
}
