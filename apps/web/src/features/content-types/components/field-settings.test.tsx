import type { Component, ContentType } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ContentTypeModal } from './content-type-modal'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, recordRequests, stubApi } from '@/testing/stub-api'

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

/** The model's reads; `write` answers the save (a create or an update). */
function stubTypesApi(write: () => Response = () => apiJson({ data: author }, 201)) {
  const log = recordRequests()
  stubApi.get('/api/v1/content-types', { data: [author, page] })
  stubApi.get('/api/v1/content-types/ct-page', { data: page })
  stubApi.get('/api/v1/components', { data: [hero, cta] })
  stubApi.get('/api/v1/settings/general', {
    data: { previewUrl: 'https://www.example.org/{type}/{slug}' },
  })
  /** The bodies saved, in order. */
  const sent: unknown[] = []
  const save = ({ body }: { body: unknown }) => {
    sent.push(body)
    return write()
  }
  stubApi.post('/api/v1/content-types', save)
  stubApi.put('/api/v1/content-types/:id', save)
  /** Every request but a read, `POST /api/v1/content-types`. */
  const changes = () => log.filter((request) => !request.startsWith('GET '))
  return { sent, changes }
}

function renderModal(data: { id?: string } = {}) {
  const onClose = vi.fn()
  renderApp(<ContentTypeModal modal={{ kind: 'content-type', ...data }} onClose={onClose} />)
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

describe('content type form: new field types', () => {
  it('sends a select field with its options in order, several values allowed', async () => {
    const { sent } = stubTypesApi()
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
    stubTypesApi()
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
    const { sent } = stubTypesApi()
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
    stubTypesApi()
    renderModal()
    type('Name', 'Book')
    const row = addField('authors', 'relation')
    type('At least', '5', row)
    type('At most', '2', row)
    save()
    expect(within(row).getByText('Minimum cannot be more than maximum')).toBeDefined()
  })

  it('sends component and blocks fields with the chosen components in palette order', async () => {
    const { sent } = stubTypesApi()
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
    const { changes } = stubTypesApi()
    renderModal()
    type('Name', 'Landing')
    const row = addField('sections', 'blocks')
    save()
    expect(within(row).getByText('Choose at least one component the blocks may use')).toBeDefined()
    expect(changes()).toEqual([])
  })

  it('shows the server message next to the option that failed', async () => {
    stubTypesApi(() =>
      apiError(400, 'validation_failed', 'Not a valid JSON Schema', [
        { path: 'fields.0.jsonSchema', message: 'Not a valid JSON Schema' },
      ]),
    )
    renderModal()
    type('Name', 'Settings')
    const row = addField('config', 'json')
    expect(within(row).getByText('JSON Schema (optional)')).toBeDefined()
    save()
    expect(await within(row).findByText('Not a valid JSON Schema')).toBeDefined()
  })

  it('keeps the title field and preview URL, and follows a renamed title field', async () => {
    const { sent } = stubTypesApi(() => apiJson({ data: page }))
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
