import { describe, expect, it } from 'vitest'

import { periodSince } from './get-dashboard'

describe('periodSince', () => {
  const now = new Date(2025, 2, 14, 15, 30) // 14 March 2025, 15:30 local time

  it('starts today at local midnight', () => {
    expect(new Date(periodSince('today', now)).getTime()).toBe(new Date(2025, 2, 14).getTime())
  })

  it('starts the week seven days and the month thirty days back', () => {
    const day = 24 * 60 * 60 * 1000
    expect(Date.parse(periodSince('week', now))).toBe(now.getTime() - 7 * day)
    expect(Date.parse(periodSince('month', now))).toBe(now.getTime() - 30 * day)
  })

  it('is an ISO date-time the API accepts', () => {
    expect(periodSince('today', now)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })
})
