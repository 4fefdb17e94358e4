import { menuMessages } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { moveProblem, placeAmong, planTree, type TreeItem } from './menu-tree.js'

const items: TreeItem[] = [
  { id: 'a', parentId: null, title: 'A' },
  { id: 'b', parentId: 'a', title: 'B' },
  { id: 'c', parentId: 'b', title: 'C' },
  { id: 'd', parentId: null, title: 'D' },
]

describe('moveProblem', () => {
  it('allows moves outside the subtree and refuses moves into it', () => {
    expect(moveProblem(items, 'c', null)).toBeNull()
    expect(moveProblem(items, 'c', 'd')).toBeNull()
    expect(moveProblem(items, 'a', 'c')).toBe(menuMessages.underDescendant('A', 'C'))
    expect(moveProblem(items, 'a', 'a')).toBe(menuMessages.ownParent('A'))
    expect(moveProblem(items, 'a', 'zz')).toBe(menuMessages.parentNotFound)
  })
})

describe('planTree', () => {
  it('reports one problem per cycle, even a long one', () => {
    const plan = planTree(items, [
      { id: 'a', parentId: 'c', position: 0 },
      { id: 'b', parentId: 'a', position: 0 },
      { id: 'c', parentId: 'b', position: 0 },
      { id: 'd', parentId: 'a', position: 0 },
    ])
    expect('problems' in plan && plan.problems).toEqual([
      { path: 'items.0.parentId', message: menuMessages.underDescendant('A', 'C') },
    ])
  })

  it('numbers siblings from 0, keeping the sent order for equal positions', () => {
    const plan = planTree(items, [
      { id: 'd', parentId: null, position: 7 },
      { id: 'a', parentId: null, position: 7 },
      { id: 'b', parentId: null, position: 2 },
      { id: 'c', parentId: 'd', position: 40 },
    ])
    expect('places' in plan && plan.places).toEqual([
      { id: 'b', parentId: null, position: 0 },
      { id: 'd', parentId: null, position: 1 },
      { id: 'a', parentId: null, position: 2 },
      { id: 'c', parentId: 'd', position: 0 },
    ])
  })
})

describe('placeAmong', () => {
  it('inserts at an index, last by default, moving an item already there', () => {
    expect(placeAmong(['a', 'b'], 'x', 0)).toEqual(['x', 'a', 'b'])
    expect(placeAmong(['a', 'b'], 'x', undefined)).toEqual(['a', 'b', 'x'])
    expect(placeAmong(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a'])
    expect(placeAmong(['a'], 'x', 99)).toEqual(['a', 'x'])
  })
})
