import { describe, expect, it } from 'vitest'

import {
  formatDate,
  formatNumber,
  formatRelative,
  formatWhen,
  formatShortDay,
  parseCalendarDay,
  plural,
  pluralWord,
} from './format'

describe('formatters', () => {
  it('groups thousands in numbers', () => {
    expect(formatNumber(2400)).toBe('2,400')
    expect(formatNumber(7)).toBe('7')
  })

  it('pluralises with the regular or a given plural', () => {
    expect(plural(1, 'file')).toBe('1 file')
    expect(plural(0, 'file')).toBe('0 files')
    expect(plural(2400, 'read')).toBe('2,400 reads')
    expect(plural(3, 'entry', 'entries')).toBe('3 entries')
    expect(pluralWord(1, 'it', 'them')).toBe('it')
    expect(pluralWord(2, 'it', 'them')).toBe('them')
  })

  it('reads a YYYY-MM-DD value as that calendar day in the local zone', () => {
    const day = parseCalendarDay('2025-03-03')
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate()]).toEqual([2025, 2, 3])
    expect(parseCalendarDay('2025-03-03T10:00:00Z')).toBeNull()
    expect(formatDate('2025-03-03')).toBe(formatDate(new Date(2025, 2, 3, 12)))
    expect(formatDate('not a date')).toBe('not a date')
  })

  it('formats a report day in UTC, whatever the zone', () => {
    expect(formatShortDay('2025-03-03')).toBe('Mar 3')
    expect(formatShortDay('soon')).toBe('soon')
  })

  it('says how long ago a moment was', () => {
    const now = Date.parse('2025-03-03T12:00:00Z')
    expect(formatRelative(now - 20_000, now)).toBe('just now')
    expect(formatRelative(now - 3 * 3600_000, now)).toBe('3 hours ago')
  })

  it('says when in one way: relative within a week, the date beyond it', () => {
    const now = new Date(2025, 2, 20, 12, 0).getTime()
    expect(formatWhen(now - 5 * 60_000, now)).toBe('5 minutes ago')
    expect(formatWhen(now - 26 * 3600_000, now)).toBe('yesterday')
    expect(formatWhen(now - 6 * 24 * 3600_000, now)).toBe('6 days ago')
    expect(formatWhen(now + 2 * 24 * 3600_000, now)).toBe('in 2 days')
    const old = new Date(2025, 2, 3, 9, 30)
    expect(formatWhen(old, now)).toBe(formatDate(old))
    expect(formatWhen(old.toISOString(), now)).toBe(formatDate(old))
    expect(formatWhen('not a date', now)).toBe('not a date')
  })
})
