import { MIN_PASSWORD_LENGTH, weakPasswordFeedback } from '@folio/schema'
import { isAuthError, isAuthRetryableFetchError, isAuthWeakPasswordError } from '@supabase/auth-js'

/** Spec section 8: the fallbacks when the auth service gives no usable message. */
export const authFallbacks = {
  login: 'Invalid email or password',
  noUser: 'Login failed - no user returned',
  signup: 'Failed to create account',
} as const

const weakPasswordReasons: Record<string, string> = {
  length: `use at least ${MIN_PASSWORD_LENGTH} characters`,
  characters: 'mix letters, numbers and symbols',
  pwned: 'it is easy to guess, so choose another one',
}

/**
 * "Password is too weak: use at least 8 characters." from the server's reasons, then the
 * strength checker's advice when the server gave some ("This is a commonly used password.").
 */
export function weakPasswordMessage(reasons: readonly string[], feedback = ''): string {
  const parts = reasons.map((reason) => weakPasswordReasons[reason] ?? reason)
  const summary =
    parts.length > 0
      ? `Password is too weak: ${parts.join('; ')}.`
      : 'Password is too weak. Choose a longer, less common password.'
  return feedback ? `${summary} ${feedback}` : summary
}

// Messages for the codes a person can act on; anything else shows the server's own message.
const messagesByCode: Record<string, string> = {
  invalid_credentials: authFallbacks.login,
  email_not_confirmed:
    'Please confirm your email address first: open the verification email we sent and click its link.',
  user_banned: 'This account is suspended. Please contact an administrator.',
  over_request_rate_limit: 'Too many attempts. Please wait a minute and try again.',
  over_email_send_rate_limit: 'Too many emails were sent. Please wait a minute and try again.',
  user_already_exists: 'An account with this email already exists. Sign in instead.',
  email_exists: 'An account with this email already exists.',
  signup_disabled:
    'Creating accounts is turned off on this server. Ask an administrator for an invite.',
  same_password: 'The new password must be different from your current password.',
  reauthentication_needed: 'Please confirm it is you: enter the code we emailed you.',
  insufficient_aal: 'Enter a code from your authenticator app first, then try again.',
  mfa_verification_failed: 'That code is not correct. Check your authenticator app and try again.',
  mfa_challenge_expired: 'That code request expired. Please enter a new code.',
  otp_expired: 'This link is invalid or has expired. Please request a new one.',
  session_not_found: 'Your session has ended. Please sign in again.',
}

/** A clear message for anything the auth client returned or threw. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (isAuthWeakPasswordError(error)) {
    return weakPasswordMessage(error.reasons, weakPasswordFeedback(error.message, error.reasons))
  }
  if (isAuthRetryableFetchError(error)) {
    return 'Could not reach the server. Check your connection and try again.'
  }
  if (isAuthError(error)) {
    const byCode = error.code ? messagesByCode[error.code] : undefined
    return byCode ?? (error.message || fallback)
  }
  if (error instanceof Error && error.message) return error.message
  return fallback
}

/** The auth error code, when there is one. */
export function authErrorCode(error: unknown): string | undefined {
  return isAuthError(error) ? error.code : undefined
}
