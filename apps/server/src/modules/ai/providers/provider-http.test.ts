import { describe, expect, it } from 'vitest'

import { parseRetryAfter, redact } from './provider-http.js'

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-01T12:00:00Z')
  const headers = (init: Record<string, string>) => new Headers(init)

  it('reads seconds, rounding up', () => {
    expect(parseRetryAfter(headers({ 'retry-after': '20' }), now)).toBe(20)
    expect(parseRetryAfter(headers({ 'retry-after': '1.2' }), now)).toBe(2)
  })

  it('reads an HTTP date as the seconds until it, never negative', () => {
    const inThirty = headers({ 'retry-after': 'Sat, 01 Mar 2025 12:00:30 GMT' })
    expect(parseRetryAfter(inThirty, now)).toBe(30)
    const past = headers({ 'retry-after': 'Sat, 01 Mar 2025 11:00:00 GMT' })
    expect(parseRetryAfter(past, now)).toBe(0)
  })

  it("falls back to OpenAI's retry-after-ms, and is null without a usable header", () => {
    expect(parseRetryAfter(headers({ 'retry-after-ms': '1500' }), now)).toBe(2)
    expect(parseRetryAfter(headers({}), now)).toBeNull()
    expect(parseRetryAfter(headers({ 'retry-after': 'soon' }), now)).toBeNull()
  })
})

describe('redact', () => {
  it('removes every copy of the key, trimmed, and leaves other text alone', () => {
    expect(redact('bad key sk-abc123 (sk-abc123)', ' sk-abc123 ')).toBe(
      'bad key [redacted] ([redacted])',
    )
    // An empty or tiny key would blank out ordinary words.
    expect(redact('a b c', '')).toBe('a b c')
    expect(redact('a b c', 'a')).toBe('a b c')
  })
})
