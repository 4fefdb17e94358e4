import type { ContentTypeField } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { diffSnapshots } from './content-diff'
import {
  errorInputId,
  fieldError,
  firstErrorPath,
  toApiValue,
  toFieldFormValue,
  validateItem,
} from './item-form-values'
import type { ItemFormValues } from './item-form-values'
import { InvalidJsonText } from './structured-values'

const field = (
  name: string,
  type: ContentTypeField['type'],
  extra: Partial<ContentTypeField> = {},
) => ({ id: `f-${name}`, name, type, required: false, description: '', ...extra })

const tone = field('tone', 'select', {
  options: [
    { value: 'calm', label: 'Calm' },
    { value: 'loud', label: 'Loud' },
  ],
})
const tags = field('tags', 'select', { ...tone, id: 'f-tags', name: 'tags', multiple: true })
const related = field('related', 'relation')
const config = field('config', 'json')
const cover = field('cover', 'media')
const gallery = field('gallery', 'media', { multiple: true })

const photo = {
  id: '7d4f3c0e-58a4-4c59-9a56-0f0b5d6c1a11',
  url: 'https://cdn.test/media/7d4f/photo.jpg',
  alt: 'A photo',
  width: 800,
  height: 600,
  mimeType: 'image/jpeg',
  fileName: 'photo.jpg',
}
const logo = { ...photo, id: '0b6f0e0a-2222-4f7e-8a4b-4b5d9c1a2b33', fileName: 'logo.png' }

describe('select, relation, JSON and media values in the form', () => {
  it('keeps a select as its value, or a list when several are allowed', () => {
    expect(toFieldFormValue(tone, 'calm')).toBe('calm')
    expect(toFieldFormValue(tone, null)).toBe('')
    expect(toApiValue(tone, '')).toBeNull()
    expect(toFieldFormValue(tags, ['loud', 'calm'])).toEqual(['loud', 'calm'])
    expect(toApiValue(tags, ['loud'])).toEqual(['loud'])
    expect(toApiValue(tags, [])).toBeNull()
  })

  it('reads a relation as ids in order, expanded items included, and sends ids', () => {
    expect(toFieldFormValue(related, ['b', { id: 'a', title: 'A' }, 'b'])).toEqual(['b', 'a'])
    expect(toApiValue(related, ['b', 'a'])).toEqual(['b', 'a'])
    expect(toApiValue(related, [])).toBeNull()
  })

  it('edits JSON as indented text and sends it parsed', () => {
    expect(toFieldFormValue(config, { a: [1, 2] })).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}')
    expect(toFieldFormValue(config, null)).toBe('')
    expect(toApiValue(config, ' {"a": true} ')).toEqual({ a: true })
    expect(toApiValue(config, 'false')).toBe(false)
    expect(toApiValue(config, '  ')).toBeNull()
    expect(toApiValue(config, '{"a": }')).toBeInstanceOf(InvalidJsonText)
  })

  it('holds media as the files reads return and sends their ids', () => {
    expect(toFieldFormValue(cover, photo)).toEqual([photo])
    expect(toFieldFormValue(cover, null)).toEqual([])
    expect(toApiValue(cover, [photo])).toBe(photo.id)
    expect(toApiValue(cover, [])).toBeNull()
    expect(toFieldFormValue(gallery, [logo, photo])).toEqual([logo, photo])
    expect(toApiValue(gallery, [logo, photo])).toEqual([logo.id, photo.id])
  })
})

const values = (data: ItemFormValues['data']): ItemFormValues => ({
  title: 'Post',
  slug: '',
  status: 'draft',
  scheduledFor: '',
  data,
})

describe('validating the new field types', () => {
  it('refuses JSON that does not parse, saying where it breaks', () => {
    const result = validateItem(values({ config: '{\n  "a": 1,\n}' }), [config])
    expect(result.errors['data.config']).toMatch(
      /^config is not valid JSON: .*\(line 3, column 1\)$/,
    )
    expect(result.first).toBe(result.errors['data.config'])
  })

  it('names the entry of a list that is wrong, and the list input shows it', () => {
    const fields = [tone, field('items', 'relation', { max: 1 })]
    const result = validateItem(values({ tone: 'quiet', items: ['a', 'b'] }), fields)
    expect(result.errors['data.tone']).toBe('tone must be one of: calm, loud')
    expect(result.errors['data.items']).toBe('items has more than 1 items')
    expect(fieldError({ 'data.items[1]': 'Unknown item' }, fields[1]!)).toBe('Unknown item')
  })

  it('finds the first error and its field for paths inside values', () => {
    const fields = [tone, field('sections', 'blocks')]
    const errors = { 'data.sections[3].cta.url': 'url must be text', 'data.tone': 'Bad' }
    expect(firstErrorPath(errors, fields)).toBe('data.tone')
    expect(firstErrorPath({ 'data.sections[3].cta.url': 'x' }, fields)).toBe(
      'data.sections[3].cta.url',
    )
    expect(errorInputId('data.sections[3].cta.url', fields)).toBe('item-field-1')
    // Component and blocks fields show nested errors on their own inputs.
    expect(fieldError({ 'data.sections[3].cta.url': 'x' }, fields[1]!)).toBeUndefined()
  })
})

describe('comparing versions', () => {
  const snapshot = (data: Record<string, unknown>) => ({
    title: 'Post',
    slug: 'post',
    status: 'draft' as const,
    scheduledFor: null,
    data,
  })

  it('compares media and relations by which items, in order', () => {
    const rows = diffSnapshots(
      [gallery, related],
      snapshot({ gallery: [photo.id, logo.id], related: [{ id: 'a' }, 'b'] }),
      snapshot({ gallery: [photo, logo], related: ['a', 'b'] }),
    )
    expect(rows.filter((row) => row.changed)).toEqual([])
    const moved = diffSnapshots(
      [gallery],
      snapshot({ gallery: [photo, logo] }),
      snapshot({ gallery: [logo, photo] }),
    )
    expect(moved.find((row) => row.key === 'data.gallery')?.changed).toBe(true)
  })
})
