import { createHash, randomBytes, randomInt } from 'node:crypto'

/** An opaque refresh token: 32 random bytes, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * The secret of an email link. GoTrue marks links of a PKCE flow with `pkce_`, so even a bad
 * or expired link tells the verify endpoint which way to report the error.
 */
export function newLinkToken(pkce: boolean): string {
  return `${pkce ? 'pkce_' : ''}${randomBytes(32).toString('base64url')}`
}

/** A 6-digit one-time code, zero-padded. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/**
 * Codes are hashed with the user id: six digits alone hash to one of a million values, which
 * would make every user's code of the moment a lookup in one table.
 */
export function otpCodeHash(userId: string, code: string): string {
  return sha256Hex(`${userId}:${code.trim()}`)
}
