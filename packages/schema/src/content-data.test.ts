import { describe, expect, it } from 'vitest'

import { buildItemDataSchema, isIsoDate } from './content-data.js'
import type { ContentTypeField } from './content-types.js'

const fields: ContentTypeField[] = [
  { id: 'f1', name: 'title', type: 'text', required: true, description: '' },
  { id: 'f2', name: 'body', type: 'rich-text', required: true, description: '' },
  { id: 'f3', name: 'price', type: 'number', required: false, description: '' },
  { id: 'f4', name: 'launch', type: 'date', required: false, description: '' },
  { id: 'f5', name: 'featured', type: 'boolean', required: false, description: '' },
  { id: 'f6', name: 'cover', type: 'image', required: false, description: '' },
  { id: 'f7', name: 'tags', type: 'array', required: false, description: '' },
]
const schema = buildItemDataSchema(fields)

function messages(data: unknown): string[] {
  const result = schema.safeParse(data)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('buildItemDataSchema', () => {
  it('normalises values: trimmed lists, nulls for empty optional fields', () => {
    const parsed = schema.parse({
      title: '  Hello ',
      body: '<p>Hi</p>',
      tags: [' a ', '', 'b'],
      price: 12.5,
    })
    expect(parsed).toEqual({
      title: 'Hello',
      body: '<p>Hi</p>',
      price: 12.5,
      launch: null,
      featured: null,
      cover: null,
      tags: ['a', 'b'],
    })
  })

  it('names each required field that is empty, in field order', () => {
    expect(messages({ title: ' ', body: '<p></p>' })).toEqual([
      'title is required',
      'body is required',
    ])
  })

  it('refuses wrong types and unknown fields with the field named', () => {
    expect(
      messages({
        title: 'x',
        body: '<p>x</p>',
        price: '12',
        launch: '2025-02-30',
        featured: 'yes',
        cover: 'javascript:alert(1)',
        tags: 'a,b',
        colour: 'red',
      }),
    ).toEqual([
      'price must be a number',
      'launch must be a date (YYYY-MM-DD or ISO 8601)',
      'featured must be true or false',
      'cover must be an image URL or media id',
      'tags must be a list of text values',
      'Unknown field: colour',
    ])
  })

  it('accepts dates and date-times', () => {
    expect(isIsoDate('2025-02-28')).toBe(true)
    expect(isIsoDate('2025-02-28T10:00:00.000Z')).toBe(true)
    expect(isIsoDate('2025-02-28T10:00:00+02:00')).toBe(true)
    expect(isIsoDate('28/02/2025')).toBe(false)
  })
})
