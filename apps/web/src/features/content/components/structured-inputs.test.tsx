import type { ContentItem, ContentType, ContentTypeField } from '@folio/schema'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import type { FieldFormValue } from '../item-form-values'

import { FieldErrorsProvider, useFieldError } from './field-errors-context'
import { FieldInput } from './field-input'

import { renderApp } from '@/testing/render-app'
import { apiJson, stubApi } from '@/testing/stub-api'

const field = (
  name: string,
  type: ContentTypeField['type'],
  extra: Partial<ContentTypeField> = {},
) => ({ id: `f-${name}`, name, type, required: false, description: '', ...extra })

const contentType = (id: string, name: string): ContentType => ({
  id,
  name,
  slug: id,
  description: '',
  fields: [],
  titleField: null,
  previewUrl: '',
  itemCount: 0,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
})

const item = (id: string, title: string, contentTypeId = 'ct-post'): ContentItem => ({
  id,
  contentTypeId,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  status: 'published',
  data: {},
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  publishedAt: null,
  scheduledFor: null,
  createdBy: null,
  updatedBy: null,
  version: 1,
})

const items = [
  item('i-1', 'First post'),
  item('i-2', 'Second post'),
  item('i-3', 'A page', 'ct-page'),
]

function stubContentApi() {
  stubApi.get('/api/v1/content-items', ({ url }) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase()
    const data = items.filter((entry) => entry.title.toLowerCase().includes(q))
    return { data, meta: { page: 1, pageSize: 20, total: data.length } }
  })
  stubApi.get('/api/v1/content-items/:id', ({ params }) => {
    const found = items.find((entry) => entry.id === params.id)
    return found ? { data: found } : apiJson({}, 404)
  })
  stubApi.get('/api/v1/content-types', {
    data: [contentType('ct-post', 'Post'), contentType('ct-page', 'Page')],
  })
}

/** A field input holding its own value; `sent` shows what the form holds after each change. */
function Harness({ input, initial }: { input: ContentTypeField; initial: FieldFormValue }) {
  const [value, setValue] = useState<FieldFormValue>(initial)
  return (
    <>
      <FieldInput id="field" field={input} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  )
}

function renderInput(input: ContentTypeField, initial: FieldFormValue) {
  renderApp(<Harness input={input} initial={initial} />)
}
const held = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown

const options = [
  { value: 'calm', label: 'Calm' },
  { value: 'loud', label: '' },
]

describe('select input', () => {
  it('chooses one option by its label', () => {
    renderInput(field('tone', 'select', { options }), '')
    const select = screen.getByLabelText('tone')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Calm', 'loud'])
    fireEvent.change(select, { target: { value: 'calm' } })
    expect(held()).toBe('calm')
  })

  it('ticks several values, kept in the options order', () => {
    renderInput(field('tone', 'select', { options, multiple: true }), [])
    const group = screen.getByRole('group', { name: 'tone' })
    fireEvent.click(within(group).getByLabelText('loud'))
    fireEvent.click(within(group).getByLabelText('Calm'))
    expect(held()).toEqual(['calm', 'loud'])
    fireEvent.click(within(group).getByLabelText('Calm'))
    expect(held()).toEqual(['loud'])
  })

  it('keeps a stored value that is no longer an option visible', () => {
    renderInput(field('tone', 'select', { options }), 'quiet')
    expect(screen.getByRole('option', { name: 'quiet (no longer an option)' })).toBeDefined()
  })
})

describe('JSON input', () => {
  it('says where the text stops parsing and formats valid JSON', () => {
    renderInput(field('config', 'json'), '{"a":')
    const status = () => document.getElementById('field-parse')?.textContent
    expect(status()).toMatch(/^Line 1, column 6: /)
    expect(screen.getByRole('button', { name: 'Format' })).toHaveProperty('disabled', true)
    cleanupAndRender('{"a":[1,2]}')
    expect(status()).toBe('Valid JSON')
    fireEvent.click(screen.getByRole('button', { name: 'Format' }))
    expect(held()).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}')
  })
})

function cleanupAndRender(text: string) {
  document.body.innerHTML = ''
  renderInput(field('config', 'json'), text)
}

describe('relation input', () => {
  it('searches items of the allowed type, adds them in order and reorders them', async () => {
    stubContentApi()
    renderInput(field('related', 'relation', { relationTypeIds: ['ct-post'] }), ['i-2'])
    // Generous waits: the search is debounced, and the machine may be busy.
    const slow = { timeout: 5000 }
    expect(await screen.findByText('Second post', {}, slow)).toBeDefined()

    fireEvent.change(screen.getByLabelText('related'), { target: { value: 'p' } })
    const results = await screen.findByRole('list', { name: 'Items to add to related' }, slow)
    // "A page" is of another type, "Second post" is already chosen.
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['First postPost']),
    )
    fireEvent.click(within(results).getByRole('button', { name: 'Add First post' }))
    expect(held()).toEqual(['i-2', 'i-1'])

    fireEvent.click(await screen.findByRole('button', { name: 'Move First post up' }, slow))
    expect(held()).toEqual(['i-1', 'i-2'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove Second post' }))
    expect(held()).toEqual(['i-1'])
    expect(screen.getByRole('button', { name: 'Drag First post' })).toBeDefined()
  })
})

describe('media input', () => {
  const photo = {
    id: 'm-1',
    url: 'https://cdn.test/photo.jpg',
    alt: 'A lake',
    width: 800,
    height: 600,
    mimeType: 'image/jpeg',
    fileName: 'photo.jpg',
  }
  const doc = {
    ...photo,
    id: 'm-2',
    url: 'https://cdn.test/doc.pdf',
    alt: '',
    mimeType: 'application/pdf',
    fileName: 'doc.pdf',
  }

  it('shows a gallery in order with thumbnails and alt text, reorders and removes', () => {
    renderInput(field('gallery', 'media', { multiple: true }), [photo, doc])
    expect(screen.getByRole('group', { name: 'gallery' })).toBeDefined()
    const list = screen.getByRole('list', { name: 'gallery: files' })
    expect(within(list).getByRole('img', { name: 'A lake' }).getAttribute('src')).toBe(
      'https://cdn.test/photo.jpg?w=320',
    )
    expect(within(list).getByText('No alt text')).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Move doc.pdf up' }))
    expect((held() as { id: string }[]).map((media) => media.id)).toEqual(['m-2', 'm-1'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo.jpg' }))
    expect((held() as { id: string }[]).map((media) => media.id)).toEqual(['m-2'])
    expect(screen.getByRole('button', { name: 'Add from library' })).toBeDefined()
  })

  it('holds one file for a single media field', () => {
    renderInput(field('cover', 'media'), [photo])
    expect(screen.getByRole('button', { name: 'Replace' })).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo.jpg' }))
    expect(held()).toEqual([])
    expect(screen.getByRole('button', { name: 'Choose from library' })).toBeDefined()
  })
})

describe('nested errors', () => {
  function Nested({ path }: { path: string }) {
    return <p>{useFieldError(path) ?? 'no error'}</p>
  }

  it('reach an input at any depth by its path', () => {
    render(
      <FieldErrorsProvider errors={{ 'data.sections[3].cta.url': 'url must be a URL' }}>
        <Nested path="data.sections[3].cta.url" />
        <Nested path="data.sections[2].cta.url" />
      </FieldErrorsProvider>,
    )
    expect(screen.getByText('url must be a URL')).toBeDefined()
    expect(screen.getByText('no error')).toBeDefined()
  })
})
