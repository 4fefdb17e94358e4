import { describe, expect, it } from 'vitest'

import type { ComponentRegistry } from './components.js'
import { buildItemDataSchema, formatFieldPath } from './content-data.js'
import type { ContentTypeField } from './content-types.js'

const field = (f: Partial<ContentTypeField> & Pick<ContentTypeField, 'name' | 'type'>) => ({
  id: f.name,
  required: false,
  description: '',
  ...f,
})

const components: ComponentRegistry = new Map([
  [
    'c-cta',
    {
      id: 'c-cta',
      name: 'Call to action',
      slug: 'cta',
      fields: [
        field({ name: 'label', type: 'text', required: true }),
        field({ name: 'url', type: 'text' }),
      ],
    },
  ],
  [
    'c-hero',
    {
      id: 'c-hero',
      name: 'Hero',
      slug: 'hero',
      fields: [
        field({ name: 'heading', type: 'text' }),
        field({ name: 'cta', type: 'component', componentId: 'c-cta' }),
      ],
    },
  ],
])

const fields = [
  field({ name: 'sections', type: 'blocks', componentIds: ['c-hero', 'c-cta'], max: 3 }),
  field({ name: 'colour', type: 'select', options: [{ value: 'red', label: 'Red' }] }),
  field({
    name: 'tags',
    type: 'select',
    multiple: true,
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  }),
  field({ name: 'related', type: 'relation', min: 1 }),
  field({ name: 'config', type: 'json' }),
]

describe('item data with structured fields', () => {
  const schema = buildItemDataSchema(fields, components)

  it('accepts nested blocks and normalises lists', () => {
    const result = schema.parse({
      sections: [{ _type: 'hero', heading: 'Hi', cta: { label: 'Go', url: '/x' } }],
      tags: ['a', 'a', 'b'],
      related: [{ id: 'x' }, 'y'],
      config: [],
    })
    expect(result).toEqual({
      sections: [{ _type: 'hero', heading: 'Hi', cta: { label: 'Go', url: '/x' } }],
      colour: null,
      tags: ['a', 'b'],
      related: ['x', 'y'],
      config: [],
    })
  })

  it('names the path of a nested problem', () => {
    const result = schema.safeParse({
      sections: [
        { _type: 'cta', label: 'ok' },
        { _type: 'hero', cta: { url: '/x' } },
        { _type: 'quote' },
      ],
      colour: 'blue',
    })
    expect(result.success).toBe(false)
    const issues = result.error!.issues.map((i) => [formatFieldPath(i.path), i.message])
    expect(issues).toEqual([
      ['sections[1].cta.label', 'label is required'],
      ['sections[2]._type', 'Unknown block type "quote" (allowed: hero, cta)'],
      ['colour', 'colour must be one of: red'],
    ])
  })
})
