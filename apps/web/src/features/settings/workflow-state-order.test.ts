import { describe, expect, it } from 'vitest'

import { describePosition, idsAfterDrop, idsAfterStep } from './workflow-state-order'

const states = ['a', 'b', 'c', 'd'].map((id) => ({ id }))

describe('workflow state order', () => {
  it('moves one place up or down, and not past either end', () => {
    expect(idsAfterStep(states, 'c', -1)).toEqual(['a', 'c', 'b', 'd'])
    expect(idsAfterStep(states, 'a', 1)).toEqual(['b', 'a', 'c', 'd'])
    expect(idsAfterStep(states, 'a', -1)).toBeNull()
    expect(idsAfterStep(states, 'd', 1)).toBeNull()
    expect(idsAfterStep(states, 'missing', 1)).toBeNull()
  })

  it("drops a dragged state into the target's place, in either direction", () => {
    expect(idsAfterDrop(states, 'd', 'a')).toEqual(['d', 'a', 'b', 'c'])
    expect(idsAfterDrop(states, 'a', 'c')).toEqual(['b', 'c', 'a', 'd'])
    expect(idsAfterDrop(states, 'b', 'b')).toBeNull()
    expect(idsAfterDrop(states, 'b', null)).toBeNull()
  })

  it('says where a state is for screen readers', () => {
    expect(describePosition(['a', 'b', 'c'], 'b')).toBe('position 2 of 3')
  })
})
