import type { ContentTypeField } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { diffSnapshots } from './content-diff'
import type { ItemSnapshot } from './content-diff'

const fields: ContentTypeField[] = [
  { id: 'a', name: 'Body', type: 'rich-text', required: true, description: '' },
  { id: 'b', name: 'Tags', type: 'array', required: false, description: '' },
  { id: 'c', name: 'Price', type: 'number', required: false, description: '' },
]

const base: ItemSnapshot = {
  title: 'Launch',
  slug: 'launch',
  status: 'draft',
  scheduledFor: null,
  data: { Body: '<p>Hello</p>', Tags: ['a', 'b'], Price: 10 },
}

const changedKeys = (before: ItemSnapshot, after: ItemSnapshot) =>
  diffSnapshots(fields, before, after)
    .filter((row) => row.changed)
    .map((row) => row.key)

describe('diffSnapshots', () => {
  it('lists title, slug, status and every field in order', () => {
    expect(diffSnapshots(fields, base, base).map((row) => row.label)).toEqual([
      'Title',
      'Slug',
      'Status',
      'Body',
      'Tags',
      'Price',
    ])
    expect(changedKeys(base, base)).toEqual([])
  })

  it('marks exactly the rows that differ', () => {
    const after = {
      ...base,
      title: 'Launch day',
      data: { ...base.data, Body: '<p>Hello <strong>world</strong></p>', Tags: ['a'] },
    }
    expect(changedKeys(base, after)).toEqual(['title', 'data.Body', 'data.Tags'])
  })

  it('treats every kind of empty as the same value', () => {
    const before = { ...base, data: { Body: '<p></p>', Tags: [], Price: null } }
    const after = { ...base, data: {} }
    expect(changedKeys(before, after)).toEqual([])
  })

  it('compares the scheduled time only while scheduled', () => {
    const scheduled = {
      ...base,
      status: 'scheduled' as const,
      scheduledFor: '2030-01-01T10:00:00.000Z',
    }
    expect(
      changedKeys(scheduled, { ...scheduled, scheduledFor: '2030-01-01T11:00:00.000Z' }),
    ).toEqual(['status'])
    expect(changedKeys(scheduled, { ...scheduled, scheduledFor: '2030-01-01T10:00:00Z' })).toEqual(
      [],
    )
    expect(changedKeys({ ...base, scheduledFor: 'x' }, { ...base, scheduledFor: null })).toEqual([])
  })
})
