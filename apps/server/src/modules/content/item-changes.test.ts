import type { ComponentRegistry, ContentTypeField } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { sameContent } from './item-changes.js'
import { toStoredData } from './item-data.js'

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

const card = {
  id: 'c-card',
  name: 'Card',
  slug: 'card',
  fields: [field('f-t', 'title'), field('f-u', 'url')],
}
const registry: ComponentRegistry = new Map([[card.id, card]])
const fields = [
  field('f-h', 'headline'),
  field('f-s', 'sections', { type: 'blocks', componentIds: [card.id] }),
]

function stored(data: Record<string, unknown>) {
  return toStoredData(fields, data, registry)
}

describe('sameContent', () => {
  const data = {
    headline: 'Hi',
    sections: [{ _key: 'a1', _type: 'card', title: 'One', url: '/x' }],
  }
  const current = { title: 'T', slug: 't', data: JSON.stringify(stored(data)) }

  it('is unchanged for the same nested data sent back as read, whatever the key order', () => {
    const again = {
      sections: [{ url: '/x', title: 'One', _type: 'card', _key: 'a1' }],
      headline: 'Hi',
    }
    expect(
      sameContent(current, { title: 'T', slug: 't', data: stored(again) }, fields, registry),
    ).toBe(true)
  })

  it('sees an edit deep inside a block, and a block moved or re-keyed', () => {
    const edited = { ...data, sections: [{ ...data.sections[0], url: '/y' }] }
    expect(
      sameContent(current, { title: 'T', slug: 't', data: stored(edited) }, fields, registry),
    ).toBe(false)
    const rekeyed = { ...data, sections: [{ ...data.sections[0], _key: 'b2' }] }
    expect(
      sameContent(current, { title: 'T', slug: 't', data: stored(rekeyed) }, fields, registry),
    ).toBe(false)
  })

  it('ignores values of component fields removed since they were stored', () => {
    const smaller: ComponentRegistry = new Map([[card.id, { ...card, fields: [card.fields[0]!] }]])
    const withoutUrl = { ...data, sections: [{ _key: 'a1', _type: 'card', title: 'One' }] }
    const next = { title: 'T', slug: 't', data: toStoredData(fields, withoutUrl, smaller) }
    expect(sameContent(current, next, fields, smaller)).toBe(true)
  })
})
