import { describe, expect, it } from 'vitest'

import {
  ancestorIds,
  buildTree,
  countNodes,
  descendantIds,
  flattenTree,
  removeChildrenOf,
} from './flatten-tree'
import { shape, tree } from './test-tree'

const sample = () => tree('Home', ['About', [['Team', ['Alice', 'Bob']], 'History']], 'Contact')

describe('flattenTree', () => {
  it('lists nodes depth first with parent, depth and position among siblings', () => {
    const flat = flattenTree(sample())
    expect(flat.map(({ id, parentId, depth, index }) => [id, parentId, depth, index])).toEqual([
      ['Home', null, 0, 0],
      ['About', null, 0, 1],
      ['Team', 'About', 1, 0],
      ['Alice', 'Team', 2, 0],
      ['Bob', 'Team', 2, 1],
      ['History', 'About', 1, 1],
      ['Contact', null, 0, 2],
    ])
  })
})

describe('buildTree', () => {
  it('rebuilds the same tree from its flat form', () => {
    expect(shape(buildTree(flattenTree(sample())))).toBe(
      'Home, About(Team(Alice, Bob), History), Contact',
    )
  })

  it('follows the parent ids given, keeping sibling order', () => {
    const flat = flattenTree(sample()).map((entry) =>
      entry.id === 'Contact' ? { ...entry, parentId: 'Home' } : entry,
    )
    expect(shape(buildTree(flat))).toBe('Home(Contact), About(Team(Alice, Bob), History)')
  })

  it('puts a node whose parent is missing at the top level rather than losing it', () => {
    const flat = flattenTree(sample()).filter((entry) => entry.id !== 'Team')
    expect(shape(buildTree(flat))).toBe('Home, About(History), Alice, Bob, Contact')
  })

  it('never changes the tree it was given', () => {
    const original = sample()
    const before = JSON.stringify(original)
    buildTree(flattenTree(original).reverse())
    expect(JSON.stringify(original)).toBe(before)
  })
})

describe('descendants, ancestors and hidden children', () => {
  const flat = flattenTree(sample())

  it('finds every node below one, and none for a leaf', () => {
    expect([...descendantIds(flat, 'About')]).toEqual(['Team', 'Alice', 'Bob', 'History'])
    expect(descendantIds(flat, 'Contact').size).toBe(0)
  })

  it('finds the chain of parents from the top', () => {
    expect(ancestorIds(flat, 'Bob')).toEqual(['About', 'Team'])
    expect(ancestorIds(flat, 'Home')).toEqual([])
  })

  it('hides the children of collapsed nodes at every depth', () => {
    expect(removeChildrenOf(flat, ['About']).map((entry) => entry.id)).toEqual([
      'Home',
      'About',
      'Contact',
    ])
    expect(removeChildrenOf(flat, ['Team']).map((entry) => entry.id)).toEqual([
      'Home',
      'About',
      'Team',
      'History',
      'Contact',
    ])
  })

  it('counts nodes at every depth', () => {
    expect(countNodes(sample())).toBe(7)
  })
})
