import type { AuthOptions, DemoAccount } from '@folio/schema'
import { LoaderCircle, LogIn } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { login } from '../auth-actions'
import { validateCredentials } from '../validate-credentials'
import type { CredentialErrors } from '../validate-credentials'

import { DemoAccounts } from './demo-accounts'

import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { TextField } from '@/components/ui/form-field'
import { PasswordField } from '@/components/ui/password-field'
import { useAuth } from '@/stores/auth'

/** Email, password, Remember me and Forgot password; the demo accounts below when offered. */
export function SignInForm({
  demo,
  onForgotPassword,
}: {
  demo: AuthOptions['demo'] | undefined
  onForgotPassword: (email: string) => void
}) {
  const isLoading = useAuth((state) => state.isLoading)
  const clearError = useAuth((state) => state.clearError)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(true)
  const [errors, setErrors] = useState<CredentialErrors>({})

  const signIn = async (values: { email: string; password: string }) => {
    const found = validateCredentials(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      document.getElementById(found.email ? 'login-email' : 'login-password')?.focus()
      return
    }
    try {
      await login({ email: values.email.trim(), password: values.password, remember })
    } catch {
      // The message is in the auth state and shows in the red box.
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void signIn({ email, password })
  }

  const pickDemo = (account: DemoAccount) => {
    if (!demo) return
    setEmail(account.email)
    setPassword(demo.password)
    void signIn({ email: account.email, password: demo.password })
  }

  return (
    <div className="space-y-6">
      <form noValidate aria-label="Sign in" onSubmit={submit} className="space-y-4">
        <TextField
          id="login-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value)
            setErrors((current) => ({ ...current, email: undefined }))
            clearError()
          }}
        />
        <PasswordField
          id="login-password"
          name="password"
          label="Password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value)
            setErrors((current) => ({ ...current, password: undefined }))
            clearError()
          }}
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox
            id="login-remember"
            label="Remember me"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <button
            type="button"
            onClick={() => onForgotPassword(email.trim())}
            className="rounded text-sm font-semibold text-primary-text hover:underline"
          >
            Forgot password?
          </button>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
          {isLoading ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <LogIn className="size-4" aria-hidden="true" />
          )}
          {isLoading ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      {demo && demo.accounts.length > 0 && (
        <DemoAccounts
          accounts={demo.accounts}
          password={demo.password}
          disabled={isLoading}
          onPick={pickDemo}
        />
      )}
    </div>
  )
}
