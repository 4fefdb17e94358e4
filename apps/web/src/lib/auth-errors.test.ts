import { weakPasswordErrorMessage } from '@folio/schema'
import { AuthWeakPasswordError } from '@supabase/auth-js'
import { describe, expect, it } from 'vitest'

import { authErrorMessage } from './auth-errors'

describe('authErrorMessage for a weak password', () => {
  it('names the reasons and passes on the server’s advice', () => {
    const advice = 'This is a commonly used password. Add more words that are less common.'
    const error = new AuthWeakPasswordError(
      weakPasswordErrorMessage(['length', 'pwned'], advice),
      422,
      ['length', 'pwned'],
    )
    expect(authErrorMessage(error, 'Failed')).toBe(
      'Password is too weak: use at least 8 characters; it is easy to guess, so choose another ' +
        `one. ${advice}`,
    )
  })

  it('shows the reasons alone when the server gave no advice or a message of its own', () => {
    const plain = new AuthWeakPasswordError('Password is weak', 422, ['length'])
    expect(authErrorMessage(plain, 'Failed')).toBe(
      'Password is too weak: use at least 8 characters.',
    )
  })
})
