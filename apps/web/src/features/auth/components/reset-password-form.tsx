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

/**
 * Where a password-reset link lands: the link signs the user in (PASSWORD_RECOVERY), then they
 * choose a new password and continue to the dashboard.
 */
export function ResetPasswordForm() {
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
        <h1 className="text-2xl font-bold tracking-tight">Reset link needed</h1>
        <div className="mt-4">
          <Alert tone={linkError ? 'error' : 'info'}>
            {linkError ?? 'Open the password-reset link from your email to choose a new password.'}
          </Alert>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          Reset links work once and expire after a while. You can ask for a new one from the sign-in
          page with Forgot password?.
        </p>
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
      <h1 className="mt-4 text-2xl font-bold tracking-tight">Choose a new password</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        For <strong className="font-semibold text-foreground">{email}</strong>. Pick a password you
        do not use anywhere else.
      </p>
      <form
        noValidate
        aria-label="Choose a new password"
        onSubmit={(event) => void submit(event)}
        className="mt-6 space-y-4"
      >
        {error && <Alert>{error}</Alert>}
        <PasswordField
          id="reset-password"
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters. Avoid common passwords."
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          id="reset-password-confirm"
          label="Confirm new password"
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
