import { describe, expect, it } from 'vitest'

import { formatPlanPrice } from './format-plan-price'

describe('formatPlanPrice', () => {
  it('shows whole dollars without cents', () => {
    expect(formatPlanPrice(0)).toBe('$0')
    expect(formatPlanPrice(1900)).toBe('$19')
  })

  it('keeps cents when a price has them', () => {
    expect(formatPlanPrice(1950)).toBe('$19.50')
  })
})
