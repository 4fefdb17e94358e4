import { describe, expect, it } from 'vitest'

import { isAllowedLink, isImageUrl, normaliseLink } from './rich-text-links'

describe('links in rich text', () => {
  it('keeps allowed schemes and refuses the rest', () => {
    expect(normaliseLink('https://example.com')).toBe('https://example.com')
    expect(normaliseLink('mailto:ada@example.com')).toBe('mailto:ada@example.com')
    expect(normaliseLink('xmpp:room@example.com')).toBe('xmpp:room@example.com')
    expect(normaliseLink('javascript:alert(1)')).toBeNull()
    expect(normaliseLink('data:text/html,hi')).toBeNull()
    expect(isAllowedLink('java\nscript:alert(1)')).toBe(false)
  })

  it('completes addresses typed without a scheme', () => {
    expect(normaliseLink('example.com/page')).toBe('https://example.com/page')
    expect(normaliseLink('ada@example.com')).toBe('mailto:ada@example.com')
    expect(normaliseLink('/about')).toBe('/about')
  })

  it('accepts http(s) and local image URLs only', () => {
    expect(isImageUrl('https://cdn.example.com/a.png')).toBe(true)
    expect(isImageUrl('/uploads/a.png')).toBe(true)
    expect(isImageUrl('javascript:alert(1)')).toBe(false)
    expect(isImageUrl('//evil.example/a.png')).toBe(false)
  })
})
