import type { ComponentRegistry, ContentTypeField } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { toApiData, toStoredData } from './item-data.js'

const field = (
  id: string,
  name: string,
  extra: Partial<ContentTypeField> = {},
): ContentTypeField => ({
  id,
  name,
  type: 'text',
  required: false,
  description: '',
  ...extra,
})

const link = { id: 'c-link', name: 'Link', slug: 'link', fields: [field('f-label', 'label')] }
const hero = {
  id: 'c-hero',
  name: 'Hero',
  slug: 'hero',
  fields: [
    field('f-heading', 'heading'),
    field('f-cta', 'cta', { type: 'component', componentId: link.id }),
  ],
}
const registry: ComponentRegistry = new Map([
  [link.id, link],
  [hero.id, hero],
])
const fields = [
  field('f-links', 'links', { type: 'component', componentId: link.id, repeatable: true }),
  field('f-sections', 'sections', { type: 'blocks', componentIds: [hero.id, link.id] }),
]

describe('item data storage', () => {
  it('keys values by field id and blocks by component id at every depth, and back', () => {
    const byName = {
      links: [{ _key: 'l1', label: 'A' }],
      sections: [{ _key: 's1', _type: 'hero', heading: 'Hi', cta: { label: 'Go' } }],
    }
    const stored = toStoredData(fields, byName, registry)
    expect(stored).toEqual({
      'f-links': [{ _key: 'l1', 'f-label': 'A' }],
      'f-sections': [
        { _key: 's1', _type: 'c-hero', 'f-heading': 'Hi', 'f-cta': { 'f-label': 'Go' } },
      ],
    })
    expect(toApiData(fields, stored, registry)).toEqual({
      links: [{ _key: 'l1', label: 'A' }],
      sections: [{ _key: 's1', _type: 'hero', heading: 'Hi', cta: { label: 'Go' } }],
    })
  })

  it('gives entries without a key, or with a key already used in the list, a new one', () => {
    const stored = toStoredData(
      fields,
      { links: [{ _key: 'same', label: 'A' }, { _key: 'same', label: 'B' }, { label: 'C' }] },
      registry,
    )
    const keys = (stored['f-links'] as { _key: string }[]).map((entry) => entry._key)
    expect(keys[0]).toBe('same')
    expect(new Set(keys).size).toBe(3)
    for (const key of keys.slice(1)) expect(key).toMatch(/^[0-9a-f]{8}$/)
  })

  it('reads blocks of a component that is gone, and values of another shape, as nothing', () => {
    const stored = {
      'f-links': { 'f-label': 'was single' },
      'f-sections': [{ _key: 'x', _type: 'c-deleted', 'f-heading': 'Lost' }, 'not a block'],
    }
    expect(toApiData(fields, stored, registry)).toEqual({ links: null, sections: [] })
    // Without the registry a component's fields cannot be named.
    expect(toApiData(fields, stored)).toEqual({ links: null, sections: [] })
  })
})
