import { KeyRound, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'

import { setNewPassword } from '../auth-actions'
import { credentialMessages } from '../validate-credentials'

import { MfaStep } from './mfa-step'

import { Alert } from '@/components/ui/alert'
import { Button, buttonClass } from '@/components/ui/button'
import { PasswordField } from '@/components/ui/password-field'
import { LoadingState } from '@/components/ui/loading'
import { useAuth } from '@/stores/auth'
import { notify } from '@/stores/notifications'

/** What the form says for a password reset (a new password) and for an invitation (a first one). */
const texts = {
  recovery: {
    title: 'Choose a new password',
    intro: 'Pick a password you do not use anywhere else.',
    password: 'New password',
    confirm: 'Confirm new password',
    linkTitle: 'Reset link needed',
    linkHint: 'Open the password-reset link from your email to choose a new password.',
    linkHelp:
      'Reset links work once and expire after a while. You can ask for a new one from the sign-in page with Forgot password?.',
  },
  invite: {
    title: 'Choose your password',
    intro: 'Welcome to Folio. Pick a password you do not use anywhere else.',
    password: 'Password',
    confirm: 'Confirm password',
    linkTitle: 'Invitation link needed',
    linkHint: 'Open the invitation link from your email to choose your password.',
    linkHelp:
      'Invitation links work once and expire after 24 hours. Ask the admin who invited you to send a new invitation.',
  },
} as const

/**
 * Where a password-reset link (`recovery`) or an invitation (`invite`) lands: the link signs
 * the user in, then they choose a password and continue to the dashboard. A link that failed
 * (used, expired, or refused for leading elsewhere) lands here with the reason.
 */
export function ResetPasswordForm({ purpose = 'recovery' }: { purpose?: keyof typeof texts }) {
  const text = texts[purpose]
  const navigate = useNavigate()
  const isResolved = useAuth((state) => state.isResolved)
  const isAuthenticated = useAuth((state) => state.isAuthenticated)
  const mfaFactorId = useAuth((state) => state.mfaFactorId)
  const linkError = useAuth((state) => state.error)
  const email = useAuth((state) => state.user?.email)
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({})
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  if (!isResolved) return <LoadingState />
  if (mfaFactorId) return <MfaStep />

  if (!isAuthenticated) {
    return (
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{text.linkTitle}</h1>
        <div className="mt-4">
          <Alert tone={linkError ? 'error' : 'info'}>{linkError ?? text.linkHint}</Alert>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">{text.linkHelp}</p>
        <Link to="/login" className={buttonClass({ size: 'lg', className: 'mt-6 w-full' })}>
          Go to sign in
        </Link>
      </div>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = {
      password: password ? undefined : credentialMessages.passwordRequired,
      confirm: password && confirm !== password ? credentialMessages.passwordsDiffer : undefined,
    }
    setErrors(found)
    if (found.password || found.confirm) return
    setError(null)
    setPending(true)
    try {
      await setNewPassword(password)
      notify.success('Password updated', { details: 'You are signed in with your new password.' })
      void navigate('/dashboard', { replace: true })
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not update your password.')
      setPending(false)
    }
  }

  return (
    <div>
      <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary-text">
        <KeyRound className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{text.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        For <strong className="font-semibold text-foreground">{email}</strong>. {text.intro}
      </p>
      <form
        noValidate
        aria-label={text.title}
        onSubmit={(event) => void submit(event)}
        className="mt-6 space-y-4"
      >
        {error && <Alert>{error}</Alert>}
        <PasswordField
          id="reset-password"
          label={text.password}
          autoComplete="new-password"
          hint="At least 8 characters. Avoid common passwords."
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          id="reset-password-confirm"
          label={text.confirm}
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {pending ? 'Saving...' : 'Save password and continue'}
        </Button>
      </form>
    </div>
  )
}
