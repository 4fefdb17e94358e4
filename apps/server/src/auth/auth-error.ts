/**
 * Error codes of the `/auth/v1` surface: GoTrue's `ErrorCode` values, which
 * `@supabase/auth-js` exposes as `error.code`. Apps branch on them, so never rename one.
 */
export type AuthErrorCode =
  | 'unexpected_failure'
  | 'validation_failed'
  | 'bad_json'
  | 'email_exists'
  | 'bad_jwt'
  | 'not_admin'
  | 'no_authorization'
  | 'user_not_found'
  | 'session_not_found'
  | 'session_expired'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'signup_disabled'
  | 'user_banned'
  | 'email_provider_disabled'
  | 'phone_provider_disabled'
  | 'too_many_enrolled_mfa_factors'
  | 'mfa_factor_name_conflict'
  | 'mfa_factor_not_found'
  | 'mfa_ip_address_mismatch'
  | 'mfa_challenge_expired'
  | 'mfa_verification_failed'
  | 'mfa_totp_enroll_not_enabled'
  | 'insufficient_aal'
  | 'email_not_confirmed'
  | 'user_already_exists'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'same_password'
  | 'otp_expired'
  | 'otp_disabled'
  | 'weak_password'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'bad_code_verifier'
  | 'invalid_credentials'
  | 'not_found'
  | 'request_too_large'
  | 'unsupported_media_type'

export interface WeakPasswordDetails {
  reasons: ('length' | 'characters' | 'pwned')[]
  message: string
}

/**
 * The one error type of the auth service. The auth plugin's error handler sends it as
 * `{code, error_code, message, msg}` plus `X-Supabase-Api-Version`, which every version of
 * the client understands (AUTH-PROTOCOL.md §1).
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: { weakPassword?: WeakPasswordDetails; retryAfterSeconds?: number } = {},
  ) {
    super(message)
    this.name = 'AuthError'
  }
}

/**
 * GoTrue answers a few token-endpoint failures in the OAuth shape `{error, error_description}`;
 * the client reads the description as the message.
 */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description)
    this.name = 'OAuthError'
  }
}

/** The body of an AuthError as the client expects it. */
export function authErrorBody(error: AuthError): Record<string, unknown> {
  return {
    code: error.code,
    error_code: error.code,
    message: error.message,
    msg: error.message,
    ...(error.extra.weakPassword ? { weak_password: error.extra.weakPassword } : {}),
  }
}

/** `403 otp_expired`: the answer to every unknown, used or expired email token. */
export function otpExpired(): AuthError {
  return new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
}

export function validationFailed(message: string): AuthError {
  return new AuthError(400, 'validation_failed', message)
}
