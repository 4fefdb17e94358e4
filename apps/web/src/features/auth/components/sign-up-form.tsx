import { LoaderCircle, ShieldCheck, UserPlus } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { signup } from '../auth-actions'
import { validateCredentials } from '../validate-credentials'
import type { CredentialErrors } from '../validate-credentials'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { PasswordField } from '@/components/ui/password-field'
import { useAuth } from '@/stores/auth'

const fieldIds = { fullName: 'signup-name', email: 'signup-email', password: 'signup-password' }

/** Full name, email and password; the first account of a new install becomes the admin. */
export function SignUpForm({ firstUserBecomesAdmin }: { firstUserBecomesAdmin: boolean }) {
  const isLoading = useAuth((state) => state.isLoading)
  const clearError = useAuth((state) => state.clearError)
  const [values, setValues] = useState({ fullName: '', email: '', password: '' })
  const [errors, setErrors] = useState<CredentialErrors>({})

  const change = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
    clearError()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateCredentials(values)
    setErrors(found)
    const first = (['fullName', 'email', 'password'] as const).find((field) => found[field])
    if (first) {
      document.getElementById(fieldIds[first])?.focus()
      return
    }
    try {
      await signup({
        email: values.email.trim(),
        password: values.password,
        fullName: values.fullName.trim(),
      })
    } catch {
      // Shown in the red box from the auth state.
    }
  }

  return (
    <form
      noValidate
      aria-label="Create account"
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
    >
      {firstUserBecomesAdmin && (
        <Alert tone="info" title="You are setting up this Folio">
          <p className="flex items-center gap-1.5">
            <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
            The first account becomes the administrator.
          </p>
        </Alert>
      )}
      <TextField
        id={fieldIds.fullName}
        name="fullName"
        label="Full name"
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(event) => change('fullName', event.target.value)}
      />
      <TextField
        id={fieldIds.email}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <PasswordField
        id={fieldIds.password}
        name="password"
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters. Avoid common passwords."
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
        {isLoading ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <UserPlus className="size-4" aria-hidden="true" />
        )}
        {isLoading ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  )
}
