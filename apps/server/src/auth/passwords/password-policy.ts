import {
  MIN_PASSWORD_LENGTH,
  weakPasswordErrorMessage,
  type WeakPasswordReason,
} from '@folio/schema'

import { AuthError, type WeakPasswordDetails } from '../auth-error.js'
import { createPasswordStrengthEstimator } from './estimate-password-strength.js'

/** zxcvbn scores 0–4; below 2 means under about a million guesses. */
export const MIN_PASSWORD_SCORE = 2

const strength = createPasswordStrengthEstimator()

/** Why a password fails Folio's policy, or null when it passes (AUTH-PROTOCOL.md: weak_password). */
export async function passwordWeaknesses(password: string): Promise<WeakPasswordDetails | null> {
  const reasons: WeakPasswordReason[] = []
  const short = [...password].length < MIN_PASSWORD_LENGTH
  if (short) reasons.push('length')
  const { score, warning, suggestions } = await strength.estimate(password)
  // A short password scores low for its length alone, which 'length' already says; it is
  // also 'pwned' only when zxcvbn recognises it (a common password, a sequence, a repeat).
  const guessable = score < MIN_PASSWORD_SCORE && (!short || warning)
  if (guessable) reasons.push('pwned')
  if (!reasons.length) return null
  const advice = guessable ? [warning, ...suggestions].filter(Boolean) : []
  return { reasons, message: weakPasswordErrorMessage(reasons, advice.join(' ')) }
}

/** Throws `422 weak_password` with the reasons when the password fails the policy. */
export async function assertPasswordPolicy(password: string): Promise<void> {
  const weak = await passwordWeaknesses(password)
  if (weak) throw new AuthError(422, 'weak_password', weak.message, { weakPassword: weak })
}
