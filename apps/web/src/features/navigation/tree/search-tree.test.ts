import { describe, expect, it } from 'vitest'

import { flattenTree } from './flatten-tree'
import { highlightParts, searchTree, visibleRows } from './search-tree'
import { tree } from './test-tree'
import type { TestNode } from './test-tree'

const flat = flattenTree(
  tree('Home', ['Products', [['Software', ['Editor', 'Pricing']], 'Hardware']], 'Contact'),
)
const byTitle = (node: TestNode) => [node.title]
const ids = (rows: { id: string }[]) => rows.map((row) => row.id)

describe('visibleRows without a search', () => {
  it('shows everything when nothing is collapsed', () => {
    const rows = visibleRows(flat, new Set(), null)
    expect(ids(rows)).toEqual(flat.map((entry) => entry.id))
    expect(rows.find((row) => row.id === 'Products')).toMatchObject({
      hasChildren: true,
      expanded: true,
    })
  })

  it('hides the whole subtree of a collapsed item', () => {
    const rows = visibleRows(flat, new Set(['Products']), null)
    expect(ids(rows)).toEqual(['Home', 'Products', 'Contact'])
    expect(rows[1]).toMatchObject({ hasChildren: true, expanded: false })
  })
})

describe('searchTree', () => {
  it('is null for an empty query', () => {
    expect(searchTree(flat, '  ', byTitle)).toBeNull()
  })

  it('finds matches case-insensitively and the ancestors that reveal them', () => {
    const search = searchTree(flat, 'PRIC', byTitle)
    expect([...(search?.matches ?? [])]).toEqual(['Pricing'])
    expect([...(search?.revealed ?? [])]).toEqual(['Products', 'Software'])
  })

  it('reveals a match inside collapsed parents and shows only matches and their ancestors', () => {
    const search = searchTree(flat, 'pricing', byTitle)
    const rows = visibleRows(flat, new Set(['Products', 'Software']), search)
    expect(ids(rows)).toEqual(['Products', 'Software', 'Pricing'])
    expect(rows.map((row) => [row.id, row.expanded, row.matched])).toEqual([
      ['Products', true, false],
      ['Software', true, false],
      ['Pricing', false, true],
    ])
  })

  it('searches every text it is given, such as the URL', () => {
    const search = searchTree(flat, '/shop', (node) => [
      node.title,
      node.id === 'Hardware' ? '/shop/hardware' : null,
    ])
    expect([...(search?.matches ?? [])]).toEqual(['Hardware'])
  })

  it('shows nothing when nothing matches', () => {
    expect(visibleRows(flat, new Set(), searchTree(flat, 'zzz', byTitle))).toEqual([])
  })
})

describe('highlightParts', () => {
  it('marks every occurrence, keeping the original case', () => {
    expect(highlightParts('Price and PRICING', 'pric')).toEqual([
      { text: 'Pric', match: true },
      { text: 'e and ', match: false },
      { text: 'PRIC', match: true },
      { text: 'ING', match: false },
    ])
  })

  it('treats the query as text, not a pattern', () => {
    expect(highlightParts('C++ (new)', '+ (')).toEqual([
      { text: 'C+', match: false },
      { text: '+ (', match: true },
      { text: 'new)', match: false },
    ])
  })

  it('returns the text whole for an empty query', () => {
    expect(highlightParts('Home', '')).toEqual([{ text: 'Home', match: false }])
  })
})
