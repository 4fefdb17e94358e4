import { contentItemMessages } from '@folio/schema'
import type { ContentTypeField } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import {
  emptyFormValues,
  localInputToIso,
  toApiValue,
  toFormValues,
  toLocalInput,
  validateItem,
} from './item-form-values'

const field = (name: string, type: ContentTypeField['type'], required = false) => ({
  id: `f-${name}`,
  name,
  type,
  required,
  description: '',
})

const fields: ContentTypeField[] = [
  field('Body', 'rich-text', true),
  field('Price', 'number'),
  field('Tags', 'array'),
  field('Featured', 'boolean'),
  field('Launch', 'date'),
]

describe('form value → API', () => {
  it('splits comma lists into trimmed entries, dropping empty ones', () => {
    expect(toApiValue(fields[2]!, ' news,  launch ,, product ')).toEqual([
      'news',
      'launch',
      'product',
    ])
    expect(toApiValue(fields[2]!, '')).toEqual([])
  })

  it('sends numbers as numbers and an empty number as null', () => {
    expect(toApiValue(fields[1]!, '129.99')).toBe(129.99)
    expect(toApiValue(fields[1]!, '-3')).toBe(-3)
    expect(toApiValue(fields[1]!, '  ')).toBeNull()
  })

  it('keeps booleans and turns empty text into null', () => {
    expect(toApiValue(fields[3]!, true)).toBe(true)
    expect(toApiValue(fields[3]!, false)).toBe(false)
    expect(toApiValue(field('Subtitle', 'text'), '   ')).toBeNull()
  })
})

describe('API → form value', () => {
  it('joins lists with commas, prints numbers and keeps the day of dates', () => {
    const values = toFormValues(
      {
        title: 'Hello',
        slug: 'hello',
        status: 'draft',
        scheduledFor: null,
        data: {
          Body: '<p>Hi</p>',
          Price: 12.5,
          Tags: ['a', 'b'],
          Featured: true,
          Launch: '2025-05-01',
        },
      },
      fields,
    )
    expect(values.data).toEqual({
      Body: '<p>Hi</p>',
      Price: '12.5',
      Tags: 'a, b',
      Featured: true,
      Launch: '2025-05-01',
    })
  })

  it('pre-fills the picker of a scheduled item in local time', () => {
    const at = new Date(2030, 0, 2, 9, 30)
    const values = toFormValues(
      {
        title: 'Later',
        slug: 'later',
        status: 'scheduled',
        scheduledFor: at.toISOString(),
        data: {},
      },
      [],
    )
    expect(values.scheduledFor).toBe('2030-01-02T09:30')
    expect(localInputToIso(values.scheduledFor)).toBe(at.toISOString())
    expect(toLocalInput(at)).toBe('2030-01-02T09:30')
  })
})

describe('validateItem', () => {
  it('reports the title first, then required fields, as the spec words them', () => {
    const result = validateItem(emptyFormValues(fields), fields)
    expect(result.first).toBe(contentItemMessages.titleRequired)
    expect(result.errors).toMatchObject({
      title: 'Title is required',
      'data.Body': 'Body is required',
    })
  })

  it('counts an empty editor as empty', () => {
    const values = { ...emptyFormValues(fields), title: 'Post' }
    values.data.Body = '<p></p>'
    expect(validateItem(values, fields).first).toBe('Body is required')
  })

  it('refuses a scheduled time in the past', () => {
    const now = Date.parse('2030-01-01T12:00:00Z')
    const values = {
      ...emptyFormValues([]),
      title: 'Later',
      status: 'scheduled' as const,
      scheduledFor: toLocalInput(new Date(now - 60_000)),
    }
    expect(validateItem(values, [], now).first).toBe(contentItemMessages.scheduleInFuture)
    const future = { ...values, scheduledFor: toLocalInput(new Date(now + 3_600_000)) }
    const ok = validateItem(future, [], now)
    expect(ok.first).toBeNull()
    expect(ok.payload.scheduledFor).toBe(
      new Date(localInputToIso(future.scheduledFor)!).toISOString(),
    )
  })

  it('clears the time for any status but scheduled', () => {
    const values = {
      ...emptyFormValues([]),
      title: 'Now',
      status: 'published' as const,
      scheduledFor: '2030-01-01T10:00',
    }
    expect(validateItem(values, []).payload.scheduledFor).toBeNull()
  })

  it('checks the slug format and a number typed as text', () => {
    const values = { ...emptyFormValues(fields), title: 'Post', slug: 'Not A Slug' }
    values.data.Body = '<p>Text</p>'
    values.data.Price = 'abc'
    const result = validateItem(values, fields)
    expect(result.errors.slug).toBe(contentItemMessages.slugFormat)
    expect(result.errors['data.Price']).toBe('Price must be a number')
  })
})
