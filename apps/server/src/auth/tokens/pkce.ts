import { createHash, timingSafeEqual } from 'node:crypto'

import { validationFailed } from '../auth-error.js'

export type CodeChallengeMethod = 's256' | 'plain'

const CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/

/**
 * Reads the `code_challenge` pair a client sends with signup, recover, otp, resend and email
 * changes. Both absent (or null, as the client sends them in implicit mode) means no PKCE.
 */
export function parseCodeChallenge(
  challenge: string | null | undefined,
  method: string | null | undefined,
): { challenge: string; method: CodeChallengeMethod } | null {
  if (!challenge && !method) return null
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge and code_challenge_method')
  }
  const normalized = method.toLowerCase()
  if (normalized !== 's256' && normalized !== 'plain') {
    throw validationFailed('code_challenge_method must be s256 or plain')
  }
  if (!CHALLENGE.test(challenge)) {
    throw validationFailed('code_challenge must be 43 to 128 characters of [A-Za-z0-9._~-]')
  }
  return { challenge, method: normalized }
}

/** True when `verifier` answers `challenge` (RFC 7636). */
export function verifierMatches(
  verifier: string,
  challenge: string,
  method: CodeChallengeMethod,
): boolean {
  const expected =
    method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier
  const a = Buffer.from(expected)
  const b = Buffer.from(challenge)
  return a.length === b.length && timingSafeEqual(a, b)
}
