import { LoaderCircle, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { cancelSignInCode, verifySignInCode } from '../auth-actions'
import { credentialMessages } from '../validate-credentials'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CodeField } from '@/components/ui/code-field'
import { useAuth } from '@/stores/auth'

/** Second sign-in step for accounts with an authenticator app. */
export function MfaStep() {
  const isLoading = useAuth((state) => state.isLoading)
  const error = useAuth((state) => state.error)
  const clearError = useAuth((state) => state.clearError)
  const [code, setCode] = useState('')
  const [fieldError, setFieldError] = useState<string>()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (code.length !== 6) {
      setFieldError(credentialMessages.codeInvalid)
      return
    }
    try {
      await verifySignInCode(code)
    } catch {
      setCode('')
    }
  }

  return (
    <div>
      <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary-text">
        <ShieldCheck className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">Two-factor authentication</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Open your authenticator app and enter the 6-digit code for Folio.
      </p>
      <form
        noValidate
        aria-label="Verify code"
        onSubmit={(event) => void submit(event)}
        className="mt-6 space-y-4"
      >
        {error && <Alert>{error}</Alert>}
        <CodeField
          id="mfa-code"
          label="Authentication code"
          value={code}
          error={fieldError}
          onChange={(next) => {
            setCode(next)
            setFieldError(undefined)
            clearError()
          }}
          className="text-lg"
        />
        <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
          {isLoading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {isLoading ? 'Verifying...' : 'Verify'}
        </Button>
        <Button variant="ghost" className="w-full" onClick={() => void cancelSignInCode()}>
          Use a different account
        </Button>
      </form>
    </div>
  )
}
