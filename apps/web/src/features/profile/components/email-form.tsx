import { LoaderCircle, MailCheck } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { changeEmail } from '../profile-actions'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { SectionCard } from '@/components/ui/section-card'
import { errorMessage } from '@/lib/api-client'
import { isValidEmail } from '@folio/schema'
import type { AppUser } from '@/lib/session-user'

/** Changes the sign-in email; it applies once both inboxes confirmed. */
export function EmailForm({ user }: { user: AppUser }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const [requested, setRequested] = useState<string | null>(null)
  const waitingFor = requested ?? user.newEmail

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = email.trim().toLowerCase()
    if (!isValidEmail(next)) {
      setError('Enter a valid email address')
      return
    }
    if (next === user.email.toLowerCase()) {
      setError('This is already your email address')
      return
    }
    setPending(true)
    try {
      await changeEmail(next)
      setRequested(next)
      setEmail('')
    } catch (caught) {
      setError(errorMessage(caught))
    } finally {
      setPending(false)
    }
  }

  return (
    <SectionCard id="email" title="Email address" description="The address you sign in with.">
      <p className="text-sm">
        Current email: <strong className="font-semibold break-all">{user.email}</strong>
      </p>
      {waitingFor && (
        <Alert tone="info" title="Check both inboxes" className="mt-4">
          <p className="flex gap-1.5">
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              We sent confirmation links to {user.email} and {waitingFor}. Your email changes to{' '}
              {waitingFor} once you have clicked the links.
            </span>
          </p>
        </Alert>
      )}
      <form
        noValidate
        aria-label="Change email"
        onSubmit={(event) => void submit(event)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <TextField
            id="profile-new-email"
            type="email"
            label="New email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(undefined)
            }}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={pending} className="sm:mt-7">
          {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Change email
        </Button>
      </form>
    </SectionCard>
  )
}
