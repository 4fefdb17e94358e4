import type { Component, ContentType } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ContentTypeModal } from './content-type-modal'

import { notificationStore } from '@/stores/notifications'

const stamp = { createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' }

const author: ContentType = {
  id: 'ct-author',
  name: 'Author',
  slug: 'author',
  description: '',
  fields: [{ id: 'f-name', name: 'name', type: 'text', required: true, description: '' }],
  titleField: 'name',
  previewUrl: '',
  itemCount: 0,
  ...stamp,
}

const page: ContentType = {
  id: 'ct-page',
  name: 'Page',
  slug: 'page',
  description: '',
  fields: [
    { id: 'f-headline', name: 'headline', type: 'text', required: true, description: '' },
    {
      id: 'f-tone',
      name: 'tone',
      type: 'select',
      required: false,
      description: '',
      options: [
        { value: 'calm', label: 'Calm' },
        { value: 'loud', label: 'Loud' },
      ],
      multiple: false,
    },
  ],
  titleField: 'headline',
  previewUrl: 'https://site.test/{slug}',
  itemCount: 0,
  ...stamp,
}

const hero: Component = {
  id: 'cmp-hero',
  name: 'Hero',
  slug: 'hero',
  description: '',
  icon: '',
  fields: [{ id: 'f-h', name: 'heading', type: 'text', required: false, description: '' }],
  usageCount: 0,
  ...stamp,
}
const cta: Component = { ...hero, id: 'cmp-cta', name: 'Call to action', slug: 'cta' }

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function stubApi(write: (body: unknown) => Response = () => json(201, { data: author })) {
  const sent: unknown[] = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://folio.test').pathname
    if ((init?.method ?? 'GET') === 'GET') {
      const body: Record<string, unknown> = {
        '/api/v1/content-types': { data: [author, page] },
        '/api/v1/content-types/ct-page': { data: page },
        '/api/v1/components': { data: [hero, cta] },
        '/api/v1/settings/general': {
          data: { previewUrl: 'https://www.example.org/{type}/{slug}' },
        },
      }
      return Promise.resolve(
        url in body ? json(200, body[url]) : json(404, { error: { code: 'not_found' } }),
      )
    }
    const parsed = JSON.parse(init?.body as string) as unknown
    sent.push(parsed)
    return Promise.resolve(write(parsed))
  })
  return sent
}

function renderModal(data: { id?: string } = {}) {
  const onClose = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ContentTypeModal modal={{ kind: 'content-type', ...data }} onClose={onClose} />
    </QueryClientProvider>,
  )
  return { onClose }
}

const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })
const addField = (name: string, fieldType: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Add Field' }))
  const rows = screen.getAllByRole('group', { name: /^Field \d+$/ })
  const row = rows[rows.length - 1]!
  type('Field Name', name, row)
  type('Field Type', fieldType, row)
  return row
}
const save = (label = 'Create Content Type') =>
  fireEvent.click(screen.getByRole('button', { name: label }))

beforeEach(() => notificationStore.getState().clear())
afterEach(() => vi.unstubAllGlobals())

describe('content type form: new field types', () => {
  it('sends a select field with its options in order, several values allowed', async () => {
    const sent = stubApi()
    const { onClose } = renderModal()
    type('Name', 'Article')
    const row = addField('tone', 'select')
    fireEvent.click(within(row).getByRole('button', { name: 'Add option' }))
    fireEvent.click(within(row).getByRole('button', { name: 'Add option' }))
    type('Option 1 value', 'calm', row)
    type('Option 1 label', 'Calm', row)
    type('Option 2 value', 'loud', row)
    fireEvent.click(within(row).getByRole('button', { name: 'Move option loud up' }))
    fireEvent.click(within(row).getByLabelText('Allow several values'))
    save()

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({
      fields: [
        {
          name: 'tone',
          type: 'select',
          options: [
            { value: 'loud', label: '' },
            { value: 'calm', label: 'Calm' },
          ],
          multiple: true,
        },
      ],
    })
  })

  it('refuses a select without options and duplicate values, next to the options', () => {
    stubApi()
    renderModal()
    type('Name', 'Article')
    const row = addField('tone', 'select')
    save()
    expect(within(row).getByText('Add at least one option')).toBeDefined()
    fireEvent.click(within(row).getByRole('button', { name: 'Add option' }))
    fireEvent.click(within(row).getByRole('button', { name: 'Add option' }))
    type('Option 1 value', 'a', row)
    type('Option 2 value', 'a', row)
    save()
    expect(within(row).getByText('Option values must be unique')).toBeDefined()
  })

  it('sends a relation with its target types, bounds and delete rule', async () => {
    const sent = stubApi()
    const { onClose } = renderModal()
    type('Name', 'Book')
    const row = addField('authors', 'relation')
    fireEvent.click(await within(row).findByLabelText('Author'))
    type('At least', '1', row)
    type('At most', '3', row)
    type('When a linked item is deleted', 'unlink', row)
    save()

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({
      fields: [
        {
          name: 'authors',
          type: 'relation',
          relationTypeIds: ['ct-author'],
          onDelete: 'unlink',
          min: 1,
          max: 3,
        },
      ],
    })
  })

  it('shows the bounds error from the schema at the minimum', () => {
    stubApi()
    renderModal()
    type('Name', 'Book')
    const row = addField('authors', 'relation')
    type('At least', '5', row)
    type('At most', '2', row)
    save()
    expect(within(row).getByText('Minimum cannot be more than maximum')).toBeDefined()
  })

  it('sends component and blocks fields with the chosen components in palette order', async () => {
    const sent = stubApi()
    const { onClose } = renderModal()
    type('Name', 'Landing')
    const single = addField('seo', 'component')
    await within(single).findByRole('option', { name: 'Hero' })
    type('Component', 'cmp-hero', single)
    fireEvent.click(within(single).getByLabelText('Repeatable (a list of entries)'))
    const blocks = addField('sections', 'blocks')
    fireEvent.click(within(blocks).getByLabelText('Hero'))
    fireEvent.click(within(blocks).getByLabelText('Call to action'))
    fireEvent.click(within(blocks).getByRole('button', { name: 'Move Call to action up' }))
    save()

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({
      fields: [
        { name: 'seo', type: 'component', componentId: 'cmp-hero', repeatable: true },
        { name: 'sections', type: 'blocks', componentIds: ['cmp-cta', 'cmp-hero'] },
      ],
    })
  })

  it('asks for a component on blocks before sending', () => {
    const sent = stubApi()
    renderModal()
    type('Name', 'Landing')
    const row = addField('sections', 'blocks')
    save()
    expect(within(row).getByText('Choose at least one component the blocks may use')).toBeDefined()
    expect(sent).toEqual([])
  })

  it('shows the server message next to the option that failed', async () => {
    stubApi(() =>
      json(400, {
        error: {
          code: 'validation_failed',
          message: 'Not a valid JSON Schema',
          details: [{ path: 'fields.0.jsonSchema', message: 'Not a valid JSON Schema' }],
        },
      }),
    )
    renderModal()
    type('Name', 'Settings')
    const row = addField('config', 'json')
    expect(within(row).getByText('JSON Schema (optional)')).toBeDefined()
    save()
    expect(await within(row).findByText('Not a valid JSON Schema')).toBeDefined()
  })

  it('keeps the title field and preview URL, and follows a renamed title field', async () => {
    const sent = stubApi(() => json(200, { data: page }))
    const { onClose } = renderModal({ id: 'ct-page' })
    const titleField = await screen.findByLabelText<HTMLSelectElement>('Title field')
    expect(titleField.selectedOptions[0]?.textContent).toBe('headline')
    expect(within(titleField).queryByRole('option', { name: 'tone' })).toBeNull()
    expect(screen.getByLabelText<HTMLInputElement>('Preview URL').value).toBe(
      'https://site.test/{slug}',
    )
    type('Field Name', 'heading', screen.getByRole('group', { name: 'Field 1' }))
    save('Update Content Type')

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({
      titleField: 'heading',
      previewUrl: 'https://site.test/{slug}',
      fields: [
        { id: 'f-headline', name: 'heading' },
        { id: 'f-tone', options: [{ value: 'calm' }, { value: 'loud' }] },
      ],
    })
  })
})
