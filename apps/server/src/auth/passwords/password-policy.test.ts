import { describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../demo/demo-accounts.js'
import { commonPasswords } from './common-passwords.js'
import { isCommonPassword, passwordWeaknesses } from './password-policy.js'

describe('password policy', () => {
  it('ships about a thousand common passwords, lower-case', () => {
    expect(commonPasswords.length).toBeGreaterThan(1000)
    expect(commonPasswords.every((p) => p === p.toLowerCase() && !/\s/.test(p))).toBe(true)
  })

  it('rejects common passwords, also with case changes and tacked-on digits or symbols', () => {
    for (const password of [
      'password',
      'Password123!',
      'QWERTYUIOP',
      'sunshine2024',
      'iloveyou!!',
      'dragon-99',
    ]) {
      expect(isCommonPassword(password), password).toBe(true)
    }
    for (const password of ['violet-harbour-engine-27', DEMO_PASSWORD, 'correct horse battery']) {
      expect(isCommonPassword(password), password).toBe(false)
    }
  })

  it('names every reason, with a message', () => {
    expect(passwordWeaknesses('violet-harbour-engine-27')).toBeNull()
    expect(passwordWeaknesses('x7!kQ')).toMatchObject({ reasons: ['length'] })
    expect(passwordWeaknesses('football1')).toMatchObject({ reasons: ['pwned'] })
    const both = passwordWeaknesses('123456')!
    expect(both.reasons).toEqual(['length', 'pwned'])
    expect(both.message).toContain('at least 8 characters')
  })

  it('counts characters, not UTF-16 units', () => {
    // Seven characters, eight UTF-16 units.
    expect(passwordWeaknesses('ümlaut🙂')?.reasons).toEqual(['length'])
    expect(passwordWeaknesses('ümlaut🙂ß')).toBeNull()
  })
})
