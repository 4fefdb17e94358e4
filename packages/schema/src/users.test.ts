import { describe, expect, it } from 'vitest'

import { avatarColourFor, avatarColours } from './users.js'

describe('avatar colours', () => {
  it('give the demo accounts, whose initials look alike, three different colours', () => {
    const colours = ['Demo Admin', 'Demo Editor', 'Demo Viewer'].map(avatarColourFor)
    expect(new Set(colours).size).toBe(3)
  })

  it('give one person the same colour however their name is spaced or cased', () => {
    expect(avatarColourFor(' ada lovelace ')).toBe(avatarColourFor('Ada Lovelace'))
    expect(avatarColours).toContain(avatarColourFor('Ada Lovelace'))
    expect(avatarColours).toContain(avatarColourFor(''))
  })
})
