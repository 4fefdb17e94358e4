import { describe, expect, it } from 'vitest'

import { isAppPath } from './app-routes.js'
import { slugify } from './slugify.js'

describe('slugify', () => {
  it('lowercases, hyphenates whitespace and drops other characters', () => {
    expect(slugify('Blog Post')).toBe('blog-post')
    expect(slugify('  Summer Sale: 50% off! ')).toBe('summer-sale-50-off')
    expect(slugify('already-a-slug')).toBe('already-a-slug')
  })
})

describe('isAppPath', () => {
  it('accepts public pages and app screens with sub-paths', () => {
    expect(isAppPath('/')).toBe(true)
    expect(isAppPath('/pricing/')).toBe(true)
    expect(isAppPath('/content/abc')).toBe(true)
  })
  it('rejects unknown paths, including look-alike prefixes', () => {
    expect(isAppPath('/nope')).toBe(false)
    expect(isAppPath('/contentx')).toBe(false)
  })
})
