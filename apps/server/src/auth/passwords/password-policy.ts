import { AuthError, type WeakPasswordDetails } from '../auth-error.js'
import { commonPasswords } from './common-passwords.js'

export const MIN_PASSWORD_LENGTH = 8

const LENGTH_MESSAGE = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`
const PWNED_MESSAGE =
  'Password is known to be weak and easy to guess, please choose a different one.'

const common = new Set(commonPasswords)

/**
 * True for a password on the common list, also once decorated the usual ways: any case,
 * and digits or symbols tacked on the end (`Password123!`, `monkey2024`).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  if (common.has(lower)) return true
  const base = lower.replace(/[\d!@#$%^&*.?_+=~-]+$/, '')
  return base.length >= 4 && base !== lower && common.has(base)
}

/** Why a password fails Folio's policy, or null when it passes (AUTH-PROTOCOL.md: weak_password). */
export function passwordWeaknesses(password: string): WeakPasswordDetails | null {
  const reasons: WeakPasswordDetails['reasons'] = []
  if ([...password].length < MIN_PASSWORD_LENGTH) reasons.push('length')
  if (isCommonPassword(password)) reasons.push('pwned')
  if (!reasons.length) return null
  const messages = reasons.map((reason) => (reason === 'length' ? LENGTH_MESSAGE : PWNED_MESSAGE))
  return { reasons, message: messages.join(' ') }
}

/** Throws `422 weak_password` with the reasons when the password fails the policy. */
export function assertPasswordPolicy(password: string) {
  const weak = passwordWeaknesses(password)
  if (weak) throw new AuthError(422, 'weak_password', weak.message, { weakPassword: weak })
}
