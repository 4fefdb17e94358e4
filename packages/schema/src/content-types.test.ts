import { describe, expect, it } from 'vitest'

import { contentTypeInputSchema } from './content-types.js'

function firstMessage(input: unknown): string | undefined {
  const result = contentTypeInputSchema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('contentTypeInputSchema', () => {
  it('checks in the spec order: name, slug, fields, field names', () => {
    expect(firstMessage({ name: '', slug: '', fields: [] })).toBe('Name is required')
    expect(firstMessage({ name: 'Post', slug: '', fields: [] })).toBe('Slug is required')
    expect(firstMessage({ name: 'Post', slug: 'post', fields: [] })).toBe(
      'At least one field is required',
    )
    expect(
      firstMessage({ name: 'Post', slug: 'post', fields: [{ name: ' ', type: 'text' }] }),
    ).toBe('All fields must have a name')
    expect(firstMessage({ fields: [] })).toBe('Name is required')
  })

  it('refuses duplicate field names and malformed slugs', () => {
    expect(
      firstMessage({
        name: 'Post',
        fields: [
          { name: 'Title', type: 'text' },
          { name: 'title', type: 'text' },
        ],
      }),
    ).toBe('Field names must be unique')
    expect(
      firstMessage({ name: 'Post', slug: 'My Post', fields: [{ name: 'a', type: 'text' }] }),
    ).toBe('Slug may only contain lowercase letters, numbers and hyphens')
  })

  it('fills defaults and leaves a missing slug to be derived', () => {
    const parsed = contentTypeInputSchema.parse({
      name: ' Post ',
      fields: [{ name: 'a', type: 'text' }],
    })
    expect(parsed).toEqual({
      name: 'Post',
      description: '',
      fields: [{ name: 'a', type: 'text', required: false, description: '' }],
    })
  })
})
