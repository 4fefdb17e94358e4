import { describe, expect, it } from 'vitest'

import { describePlace } from './describe-place'
import { tree } from './test-tree'

describe('describePlace', () => {
  const nodes = tree('Home', ['About', ['Team', 'History']])

  it('names the position among siblings and the parent', () => {
    expect(describePlace(nodes, 'History')).toBe('position 2 of 2 under “About”')
    expect(describePlace(nodes, 'Home')).toBe('position 1 of 2 at the top level')
  })

  it('is empty for an unknown item', () => {
    expect(describePlace(nodes, 'ghost')).toBe('')
  })
})
