import { isValidEmail } from '@folio/schema'

/** Login form rules (spec section 5): email and password required; full name on sign-up. */
export const credentialMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  fullNameRequired: 'Full name is required',
  codeInvalid: 'Enter the 6-digit code from your authenticator app',
  passwordsDiffer: 'The passwords do not match',
} as const

export interface CredentialErrors {
  fullName?: string
  email?: string
  password?: string
}

export function emailError(email: string): string | undefined {
  if (!email.trim()) return credentialMessages.emailRequired
  return isValidEmail(email) ? undefined : credentialMessages.emailInvalid
}

export function validateCredentials(values: {
  email: string
  password: string
  fullName?: string | undefined
}): CredentialErrors {
  const errors: CredentialErrors = {}
  if (values.fullName !== undefined && !values.fullName.trim()) {
    errors.fullName = credentialMessages.fullNameRequired
  }
  const email = emailError(values.email)
  if (email) errors.email = email
  if (!values.password) errors.password = credentialMessages.passwordRequired
  return errors
}
