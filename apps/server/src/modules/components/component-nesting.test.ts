import { COMPONENT_DEPTH_MAX, componentMessages, type ContentTypeField } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { nestingProblems, type ComponentGraph } from './component-nesting.js'

const text: ContentTypeField = {
  id: 't',
  name: 'title',
  type: 'text',
  required: false,
  description: '',
}
const holding = (componentId: string): ContentTypeField => ({
  id: `holds-${componentId}`,
  name: `holds_${componentId}`,
  type: 'component',
  componentId,
  required: false,
  description: '',
})
const blocks = (...componentIds: string[]): ContentTypeField => ({
  id: 'sections',
  name: 'sections',
  type: 'blocks',
  componentIds,
  required: false,
  description: '',
})

/** c1 holds nothing, c2 holds c1, … cN holds c(N-1). */
function chain(length: number): Map<string, ContentTypeField[]> {
  const graph = new Map<string, ContentTypeField[]>([['c1', [text]]])
  for (let n = 2; n <= length; n++) graph.set(`c${n}`, [text, holding(`c${n - 1}`)])
  return graph
}

describe('nestingProblems', () => {
  it('counts a content type field holding a component as level 1', () => {
    const graph = chain(COMPONENT_DEPTH_MAX + 1)
    expect(nestingProblems([text, holding(`c${COMPONENT_DEPTH_MAX}`)], graph)).toEqual([])
    // Data from before the limit: a type cannot take the too-deep chain into use.
    expect(nestingProblems([text, blocks('c1', `c${COMPONENT_DEPTH_MAX + 1}`)], graph)).toEqual([
      { path: 'fields.1.componentIds', message: componentMessages.tooDeep },
    ])
  })

  it('counts a component as its own level', () => {
    const graph = chain(COMPONENT_DEPTH_MAX)
    expect(nestingProblems([holding(`c${COMPONENT_DEPTH_MAX - 1}`)], graph, 'new')).toEqual([])
    expect(nestingProblems([text, holding(`c${COMPONENT_DEPTH_MAX}`)], graph, 'new')).toEqual([
      { path: 'fields.1.componentId', message: componentMessages.tooDeep },
    ])
  })

  it('refuses cycles through any path, and names each field that closes one', () => {
    const graph: ComponentGraph = new Map([
      ['a', [holding('b')]],
      ['b', [blocks('x', 'c')]],
      ['c', [text]],
      ['x', [text]],
    ])
    expect(nestingProblems([text, holding('a'), blocks('x', 'a')], graph, 'c')).toEqual([
      { path: 'fields.1.componentId', message: componentMessages.cycle },
      { path: 'fields.2.componentIds', message: componentMessages.cycle },
    ])
    expect(nestingProblems([holding('c')], graph, 'c')).toEqual([
      { path: 'fields.0.componentId', message: componentMessages.cycle },
    ])
  })

  it('refuses deepening a component that others contain past the limit, not one already past it', () => {
    const graph = chain(COMPONENT_DEPTH_MAX)
    graph.set('leaf', [text])
    expect(nestingProblems([text, holding('leaf')], graph, 'c1')).toEqual([
      { path: 'fields.1.componentId', message: componentMessages.tooDeep },
    ])
    // A chain already too deep (made before the limit) does not block unrelated edits.
    const legacy = chain(COMPONENT_DEPTH_MAX + 1)
    expect(nestingProblems([{ ...text, name: 'renamed' }], legacy, 'c1')).toEqual([])
  })

  it('ignores components that no longer exist', () => {
    expect(nestingProblems([holding('gone')], new Map())).toEqual([])
  })
})
