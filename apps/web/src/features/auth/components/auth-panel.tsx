import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { authOptionsQuery } from '../api/get-auth-options'

import { CheckEmail, EmailSteps } from './check-email'
import { ForgotPasswordForm } from './forgot-password-form'
import { MfaStep } from './mfa-step'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

import { Alert } from '@/components/ui/alert'
import { useAuth } from '@/stores/auth'

export type AuthMode = 'sign-in' | 'sign-up'

const copy = {
  'sign-in': { title: 'Welcome back', lead: 'Sign in to manage your content.' },
  'sign-up': { title: 'Create your account', lead: 'Start building with Folio in a minute.' },
} as const

/**
 * The sign-in ⇄ create-account screen and its follow-ups: the authenticator code step, Check
 * your email after sign-up, and the password-reset request.
 */
export function AuthPanel({
  mode,
  onModeChange,
}: {
  mode: AuthMode
  onModeChange: (mode: AuthMode) => void
}) {
  const options = useQuery(authOptionsQuery).data
  const error = useAuth((state) => state.error)
  const signupSuccess = useAuth((state) => state.signupSuccess)
  const signupEmail = useAuth((state) => state.signupEmail)
  const mfaFactorId = useAuth((state) => state.mfaFactorId)
  const signupReset = useAuth((state) => state.signupReset)
  const clearError = useAuth((state) => state.clearError)
  const [forgotEmail, setForgotEmail] = useState<string | null>(null)
  const mailboxEnabled = options?.mailboxEnabled ?? false
  const signupEnabled = options?.signupEnabled ?? true

  if (mfaFactorId) return <MfaStep />

  if (signupSuccess && signupEmail) {
    return (
      <CheckEmail
        email={signupEmail}
        mailboxEnabled={mailboxEnabled}
        onReturn={() => {
          signupReset()
          onModeChange('sign-in')
        }}
      >
        <EmailSteps
          steps={[
            'Open the email from Folio.',
            'Click the verification link to confirm your address.',
            'Return here and sign in.',
          ]}
        />
      </CheckEmail>
    )
  }

  if (forgotEmail !== null) {
    return (
      <ForgotPasswordForm
        initialEmail={forgotEmail}
        mailboxEnabled={mailboxEnabled}
        onBack={() => setForgotEmail(null)}
      />
    )
  }

  const switchTo = (next: AuthMode) => {
    clearError()
    onModeChange(next)
  }

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">{copy[mode].title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{copy[mode].lead}</p>

      <div className="mt-6 space-y-4">
        {error && <Alert>{error}</Alert>}
        {mode === 'sign-in' ? (
          <SignInForm
            demo={options?.demo}
            onForgotPassword={(email) => {
              clearError()
              setForgotEmail(email)
            }}
          />
        ) : signupEnabled ? (
          <SignUpForm firstUserBecomesAdmin={options?.firstUserBecomesAdmin ?? false} />
        ) : (
          <Alert tone="info" title="Sign-up is turned off">
            Creating accounts is turned off on this server. Ask an administrator for an invite.
          </Alert>
        )}
      </div>

      <p className="mt-6 text-center text-sm text-muted-foreground">
        {mode === 'sign-in' ? (
          signupEnabled && (
            <>
              Don&apos;t have an account?{' '}
              <button
                type="button"
                onClick={() => switchTo('sign-up')}
                className="rounded font-semibold text-primary-text hover:underline"
              >
                Create account
              </button>
            </>
          )
        ) : (
          <>
            Already have an account?{' '}
            <button
              type="button"
              onClick={() => switchTo('sign-in')}
              className="rounded font-semibold text-primary-text hover:underline"
            >
              Sign in
            </button>
          </>
        )}
      </p>
    </div>
  )
}
