import { describe, expect, it } from 'vitest'

import { tree } from './test-tree'
import { findBrokenChain, samePlacements, toPlacements } from './tree-placements'

describe('toPlacements', () => {
  it('gives every item its parent and position among its siblings', () => {
    expect(toPlacements(tree('A', ['B', ['b1', 'b2']]))).toEqual([
      { id: 'A', parentId: null, position: 0 },
      { id: 'B', parentId: null, position: 1 },
      { id: 'b1', parentId: 'B', position: 0 },
      { id: 'b2', parentId: 'B', position: 1 },
    ])
  })
})

describe('findBrokenChain', () => {
  it('accepts a structure where every chain reaches the top', () => {
    expect(findBrokenChain(toPlacements(tree('A', ['B', [['C', ['D']]]])))).toBeNull()
  })

  it('finds an item placed under its own descendant', () => {
    const placements = [
      { id: 'A', parentId: 'C', position: 0 },
      { id: 'B', parentId: 'A', position: 0 },
      { id: 'C', parentId: 'B', position: 0 },
      { id: 'D', parentId: null, position: 0 },
    ]
    expect(findBrokenChain(placements)).toBe('A')
  })

  it('finds an item under itself and one under an unknown parent', () => {
    expect(findBrokenChain([{ id: 'A', parentId: 'A', position: 0 }])).toBe('A')
    expect(findBrokenChain([{ id: 'A', parentId: 'ghost', position: 0 }])).toBe('A')
  })
})

describe('samePlacements', () => {
  it('compares by item, whatever the list order', () => {
    const a = toPlacements(tree('A', ['B', ['b1']]))
    expect(samePlacements(a, [...a].reverse())).toBe(true)
    expect(samePlacements(a, toPlacements(tree('B', ['A', ['b1']])))).toBe(false)
    expect(samePlacements(a, toPlacements(tree('A', 'B', 'b1')))).toBe(false)
  })
})
