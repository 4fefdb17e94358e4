import { describe, expect, it } from 'vitest'

import { parseGoDuration } from './go-duration.js'

describe('parseGoDuration', () => {
  it('reads the durations GoTrue accepts as ban_duration', () => {
    expect(parseGoDuration('24h')).toBe(24 * 3_600_000)
    expect(parseGoDuration('876000h')).toBe(876_000 * 3_600_000)
    expect(parseGoDuration('1h30m')).toBe(90 * 60_000)
    expect(parseGoDuration('1.5h')).toBe(90 * 60_000)
    expect(parseGoDuration('300ms')).toBe(300)
    expect(parseGoDuration('2m3.5s')).toBe(123_500)
    expect(parseGoDuration('-1h')).toBe(-3_600_000)
    expect(parseGoDuration('0')).toBe(0)
  })

  it('rejects anything else', () => {
    for (const text of ['', '24', 'h', '1d', '1h 30m', 'forever', '1hh', '--1h', 'none']) {
      expect(parseGoDuration(text)).toBeNull()
    }
  })
})
