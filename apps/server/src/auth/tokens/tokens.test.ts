import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { AuthError } from '../auth-error.js'
import { parseCodeChallenge, verifierMatches } from './pkce.js'
import { newLinkToken, newOtpCode, otpCodeHash } from './random-tokens.js'
import { createSecretBox } from '../../lib/secret-box.js'

describe('secret box', () => {
  it('round-trips, is randomized, and only opens with the same secret and purpose', () => {
    const box = createSecretBox('server-secret-0123456789-0123456789', 'signing-keys')
    const sealed = box.seal('{"d":"private"}')
    expect(sealed).not.toContain('private')
    expect(box.seal('{"d":"private"}')).not.toBe(sealed)
    expect(box.open(sealed)).toBe('{"d":"private"}')
    expect(() =>
      createSecretBox('another-secret-0123456789-012345678', 'signing-keys').open(sealed),
    ).toThrow()
    expect(() =>
      createSecretBox('server-secret-0123456789-0123456789', 'mfa').open(sealed),
    ).toThrow()
    expect(() => box.open(sealed.slice(0, -2) + 'AA')).toThrow()
  })
})

describe('PKCE', () => {
  const verifier = 'a'.repeat(112)
  const challenge = createHash('sha256').update(verifier).digest('base64url')

  it('accepts the client’s s256 challenge and checks the verifier', () => {
    expect(parseCodeChallenge(challenge, 'S256')).toEqual({ challenge, method: 's256' })
    expect(parseCodeChallenge(null, null)).toBeNull()
    expect(verifierMatches(verifier, challenge, 's256')).toBe(true)
    expect(verifierMatches('b'.repeat(112), challenge, 's256')).toBe(false)
    expect(verifierMatches(verifier, verifier, 'plain')).toBe(true)
  })

  it('rejects malformed challenges', () => {
    for (const [c, m] of [
      [challenge, null],
      ['short', 's256'],
      [challenge, 'md5'],
      [`${challenge}!`, 's256'],
    ]) {
      expect(() => parseCodeChallenge(c, m)).toThrow(AuthError)
    }
  })
})

describe('one-time tokens', () => {
  it('makes 6-digit codes and marks PKCE link tokens', () => {
    expect(newOtpCode()).toMatch(/^\d{6}$/)
    expect(newLinkToken(true)).toMatch(/^pkce_[\w-]{43}$/)
    expect(newLinkToken(false)).toMatch(/^[\w-]{43}$/)
    expect(otpCodeHash('u1', '123456')).not.toBe(otpCodeHash('u2', '123456'))
  })
})
