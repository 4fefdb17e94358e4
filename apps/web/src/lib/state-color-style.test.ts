import { describe, expect, it } from 'vitest'

import { stateColorStyle } from './state-color-style'

describe('stateColorStyle', () => {
  it('colours badges with hex colours only', () => {
    expect(stateColorStyle('#30D158')).toEqual({ '--state-color': '#30D158' })
    expect(stateColorStyle('red; background: url(x)')).toEqual({ '--state-color': '#64748B' })
  })
})
