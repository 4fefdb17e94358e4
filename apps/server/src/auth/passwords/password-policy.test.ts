import { weakPasswordFeedback } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../demo/demo-accounts.js'
import { passwordWeaknesses } from './password-policy.js'

describe('password policy', () => {
  it('rejects common passwords, also with case changes and tacked-on digits or symbols', async () => {
    for (const password of [
      'password',
      'Password123!',
      'QWERTYUIOP',
      'sunshine2024',
      'iloveyou!!',
      'dragon-99',
      'aaaaaaaaaa',
      'hunter2hunter2',
    ]) {
      expect((await passwordWeaknesses(password))?.reasons, password).toEqual(['pwned'])
    }
    for (const password of ['violet-harbour-engine-27', DEMO_PASSWORD, 'correct horse battery']) {
      expect(await passwordWeaknesses(password), password).toBeNull()
    }
  })

  it('names every reason, with a message that ends in the checker’s advice', async () => {
    expect(await passwordWeaknesses('x7!kQ')).toEqual({
      reasons: ['length'],
      message: 'Password should be at least 8 characters.',
    })
    const common = (await passwordWeaknesses('football1'))!
    expect(common.reasons).toEqual(['pwned'])
    expect(common.message).toBe(
      'Password is known to be weak and easy to guess, please choose a different one. ' +
        'This is a commonly used password. Add more words that are less common.',
    )
    expect(weakPasswordFeedback(common.message, common.reasons)).toBe(
      'This is a commonly used password. Add more words that are less common.',
    )
    const both = (await passwordWeaknesses('123456'))!
    expect(both.reasons).toEqual(['length', 'pwned'])
    expect(both.message).toMatch(/^Password should be at least 8 characters\. Password is known/)
    expect(weakPasswordFeedback(both.message, both.reasons)).toContain('heavily used password')
  })

  it('counts characters, not UTF-16 units', async () => {
    // Seven characters, eight UTF-16 units.
    expect((await passwordWeaknesses('ümlaut🙂'))?.reasons).toEqual(['length'])
    expect(await passwordWeaknesses('ümlaut🙂ß')).toBeNull()
  })
})
