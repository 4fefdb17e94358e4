import { describe, expect, it } from 'vitest'

import { flattenTree, removeChildrenOf } from './flatten-tree'
import { allowedSteps, dropTarget, moveStep, placeNode } from './move-node'
import { projectDrop } from './project-drop'
import { shape, tree } from './test-tree'
import type { TestNode } from './test-tree'

const sample = () => tree('Home', ['About', ['Team', 'History']], 'Blog', 'Contact')

describe('placeNode', () => {
  it('moves an item with its subtree under another parent at a position', () => {
    expect(shape(placeNode(sample(), 'About', 'Blog', 0) ?? [])).toBe(
      'Home, Blog(About(Team, History)), Contact',
    )
    expect(shape(placeNode(sample(), 'Contact', 'About', 1) ?? [])).toBe(
      'Home, About(Team, Contact, History), Blog',
    )
  })

  it('reorders at the top level, clamping a position past the end', () => {
    expect(shape(placeNode(sample(), 'Home', null, 99) ?? [])).toBe(
      'About(Team, History), Blog, Contact, Home',
    )
  })

  it('refuses to put an item under itself or inside its own subtree', () => {
    expect(placeNode(sample(), 'About', 'About', 0)).toBeNull()
    expect(placeNode(sample(), 'About', 'Team', 0)).toBeNull()
  })

  it('refuses unknown items and parents', () => {
    expect(placeNode(sample(), 'ghost', null, 0)).toBeNull()
    expect(placeNode(sample(), 'Home', 'ghost', 0)).toBeNull()
  })
})

describe('moveStep', () => {
  const step = (id: string, move: Parameters<typeof moveStep>[2]) => {
    const moved = moveStep(sample(), id, move)
    return moved ? shape(moved) : null
  }

  it('moves up and down among siblings', () => {
    expect(step('Blog', 'up')).toBe('Home, Blog, About(Team, History), Contact')
    expect(step('Team', 'down')).toBe('Home, About(History, Team), Blog, Contact')
    expect(step('Home', 'up')).toBeNull()
    expect(step('History', 'down')).toBeNull()
  })

  it('indents under the sibling above, as its last child', () => {
    expect(step('Blog', 'indent')).toBe('Home, About(Team, History, Blog), Contact')
    expect(step('History', 'indent')).toBe('Home, About(Team(History)), Blog, Contact')
    expect(step('Home', 'indent')).toBeNull()
  })

  it('outdents to just after the parent', () => {
    expect(step('Team', 'outdent')).toBe('Home, About(History), Team, Blog, Contact')
    expect(step('Home', 'outdent')).toBeNull()
  })

  it('tells which steps are possible', () => {
    const flat = flattenTree(sample())
    expect(allowedSteps(flat, 'Home')).toEqual({
      up: false,
      down: true,
      indent: false,
      outdent: false,
    })
    expect(allowedSteps(flat, 'History')).toEqual({
      up: true,
      down: false,
      indent: true,
      outdent: true,
    })
  })
})

describe('a drag from projection to new tree', () => {
  const INDENT = 24

  /** Drags `activeId` over `overId` with a horizontal offset, as the tree editor does. */
  function drag(
    nodes: TestNode[],
    activeId: string,
    overId: string,
    offsetX: number,
    collapsed: string[] = [],
  ) {
    const visible = removeChildrenOf(flattenTree(nodes), [activeId, ...collapsed])
    const projection = projectDrop(visible, activeId, overId, offsetX, INDENT)
    if (!projection) return null
    const target = dropTarget(visible, activeId, overId, projection)
    if (!target) return null
    const moved = placeNode(nodes, activeId, target.parentId, target.position)
    return moved ? shape(moved) : null
  }

  it('reorders at the same depth without a horizontal offset', () => {
    expect(drag(sample(), 'Contact', 'Home', 0)).toBe('Contact, Home, About(Team, History), Blog')
    expect(drag(sample(), 'Home', 'Blog', 0)).toBe('About(Team, History), Blog, Home, Contact')
  })

  it('nests under the item above when dragged right by one indent', () => {
    expect(drag(sample(), 'Contact', 'Contact', INDENT)).toBe(
      'Home, About(Team, History), Blog(Contact)',
    )
  })

  it('goes no deeper than one level below the item above', () => {
    expect(drag(sample(), 'Contact', 'Contact', INDENT * 5)).toBe(
      'Home, About(Team, History), Blog(Contact)',
    )
  })

  it('comes out of a parent when dragged left', () => {
    expect(drag(sample(), 'History', 'History', -INDENT)).toBe(
      'Home, About(Team), History, Blog, Contact',
    )
  })

  it('cannot leave a gap: an item above children keeps at least their depth', () => {
    // Dropped between About and Team, going left would orphan Team: it stays a child.
    expect(drag(sample(), 'Blog', 'Team', -INDENT * 3)).toBe(
      'Home, About(Blog, Team, History), Contact',
    )
  })

  it('carries the subtree along and never lands inside it', () => {
    const nodes = tree('A', ['B', ['b1', 'b2']], 'C')
    expect(drag(nodes, 'B', 'C', INDENT)).toBe('A, C(B(b1, b2))')
    // b1 and b2 are not slots while B is dragged: over them, nothing happens.
    expect(drag(nodes, 'B', 'b1', INDENT)).toBeNull()
  })

  it('drops as the first child of a collapsed parent', () => {
    expect(drag(sample(), 'Home', 'About', INDENT, ['About'])).toBe(
      'About(Home, Team, History), Blog, Contact',
    )
  })
})
