import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { AccountError, changePassword, sendReauthenticationCode } from '../profile-actions'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CodeField } from '@/components/ui/code-field'
import { PasswordField } from '@/components/ui/password-field'
import { SectionCard } from '@/components/ui/section-card'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

const empty = { current: '', password: '', confirm: '', code: '' }
type Field = keyof typeof empty

/**
 * Changes the password after proving the current one. If the server asks for reauthentication,
 * an emailed code is requested and entered here. Other devices are signed out by the server.
 */
export function PasswordForm() {
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [needsCode, setNeedsCode] = useState(false)
  const [pending, setPending] = useState(false)

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    if (!values.current) found.current = 'Enter your current password'
    if (!values.password) found.password = 'Enter a new password'
    else if (values.confirm !== values.password) found.confirm = 'The passwords do not match'
    if (needsCode && values.code.length !== 6) found.code = 'Enter the 6-digit code from the email'
    setErrors(found)
    if (Object.keys(found).length > 0) return

    setFormError(null)
    setPending(true)
    try {
      await changePassword({
        password: values.password,
        currentPassword: values.current,
        nonce: needsCode ? values.code : undefined,
      })
      setValues(empty)
      setNeedsCode(false)
      notify.success('Password changed', { details: 'Your other devices were signed out.' })
    } catch (caught) {
      if (
        caught instanceof AccountError &&
        caught.code === 'reauthentication_needed' &&
        !needsCode
      ) {
        try {
          await sendReauthenticationCode()
          setNeedsCode(true)
          setFormError('To confirm it is you, enter the code we just emailed you.')
        } catch (sendError) {
          setFormError(errorMessage(sendError))
        }
      } else if (caught instanceof AccountError && caught.code === 'invalid_credentials') {
        setErrors({ current: 'Your current password is incorrect' })
      } else if (caught instanceof AccountError && caught.code === 'same_password') {
        setErrors({ password: caught.message })
      } else if (caught instanceof AccountError && caught.code === 'weak_password') {
        setErrors({ password: caught.message })
      } else {
        setFormError(errorMessage(caught))
      }
    } finally {
      setPending(false)
    }
  }

  return (
    <SectionCard
      id="password"
      title="Password"
      description="Changing it signs you out on your other devices."
    >
      <form
        noValidate
        aria-label="Change password"
        onSubmit={(event) => void submit(event)}
        className="max-w-md space-y-4"
      >
        {formError && <Alert tone={needsCode ? 'info' : 'error'}>{formError}</Alert>}
        <PasswordField
          id="profile-current-password"
          label="Current password"
          autoComplete="current-password"
          value={values.current}
          error={errors.current}
          onChange={(event) => change('current', event.target.value)}
        />
        <PasswordField
          id="profile-new-password"
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters. Avoid common passwords."
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <PasswordField
          id="profile-confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
          value={values.confirm}
          error={errors.confirm}
          onChange={(event) => change('confirm', event.target.value)}
        />
        {needsCode && (
          <CodeField
            id="profile-reauth-code"
            label="Code from the email"
            value={values.code}
            error={errors.code}
            onChange={(code) => change('code', code)}
            className="max-w-44"
          />
        )}
        <Button type="submit" disabled={pending}>
          {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Change password
        </Button>
      </form>
    </SectionCard>
  )
}
