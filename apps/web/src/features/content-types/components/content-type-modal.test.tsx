import { defaultGeneralSettings, type ContentType } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ContentTypeModal } from './content-type-modal'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, recordRequests, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'

const blogPost: ContentType = {
  id: 'ct-blog',
  name: 'Blog Post',
  slug: 'blog-post',
  description: 'Articles',
  fields: [
    { id: 'f-title', name: 'title', type: 'text', required: true, description: '' },
    { id: 'f-body', name: 'content', type: 'rich-text', required: false, description: 'Body' },
  ],
  titleField: null,
  previewUrl: '',
  itemCount: 2,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
}

interface Sent {
  method: string
  url: string
  body: unknown
}

/** A fake content-types API; `write` answers POST and PUT. */
function stubTypesApi(write: (sent: Sent) => Response = () => apiJson({ data: blogPost }, 201)) {
  const log = recordRequests()
  stubApi.get('/api/v1/content-types', { data: [blogPost] })
  // No components yet, and the site's preview URL left empty.
  stubApi.get('/api/v1/components', { data: [] })
  stubApi.get('/api/v1/plugins/validators', { data: [] })
  stubApi.get('/api/v1/settings/general', { data: defaultGeneralSettings })
  stubApi.get('/api/v1/content-types/:id', ({ params }) =>
    params.id === blogPost.id
      ? { data: blogPost }
      : apiError(404, 'not_found', 'Content type not found'),
  )
  const sent: Sent[] = []
  const save = ({ method, url, body }: StubCall) => {
    const request = { method, url: url.pathname, body }
    sent.push(request)
    return write(request)
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

const latestToast = () => notificationStore.getState().notifications[0]
const save = (label = 'Create Content Type') =>
  fireEvent.click(screen.getByRole('button', { name: label }))
const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })

beforeEach(() => {
  notificationStore.getState().clear()
})

describe('ContentTypeModal', () => {
  it('starts with no fields and says how to add one', () => {
    stubTypesApi()
    renderModal()
    expect(screen.getByText('No fields defined. Click "Add Field" to create one.')).toBeDefined()
    expect(screen.getByText('Used in API endpoints and URLs')).toBeDefined()
  })

  it('derives the slug from the name until the slug is edited', () => {
    stubTypesApi()
    renderModal()
    const slug = screen.getByLabelText<HTMLInputElement>('Slug')
    type('Name', 'Blog Post!')
    expect(slug.value).toBe('blog-post')

    type('Slug', 'articles')
    type('Name', 'News Article')
    expect(slug.value).toBe('articles')
  })

  it('reports the first problem in spec order and marks each input', async () => {
    const { changes } = stubTypesApi()
    renderModal()
    save()

    expect(latestToast()).toMatchObject({ type: 'error', message: 'Name is required' })
    expect(screen.getByText('Name is required')).toBeDefined()
    expect(screen.getByText('Slug is required')).toBeDefined()
    expect(screen.getByText('At least one field is required')).toBeDefined()
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')))
    expect(changes()).toHaveLength(0)
  })

  it('requires at least one field', () => {
    stubTypesApi()
    renderModal()
    type('Name', 'Recipe')
    save()
    expect(latestToast()).toMatchObject({
      type: 'error',
      message: 'At least one field is required',
    })
    expect(screen.getByText('At least one field is required')).toBeDefined()
  })

  it('adds a field, focuses its name and asks for a name when it is left empty', async () => {
    stubTypesApi()
    renderModal()
    type('Name', 'Recipe')
    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }))
    const row = screen.getByRole('group', { name: 'Field 1' })
    await waitFor(() =>
      expect(document.activeElement).toBe(within(row).getByLabelText('Field Name')),
    )

    save()
    expect(latestToast()?.message).toBe('All fields must have a name')
    expect(within(row).getByText('All fields must have a name')).toBeDefined()

    fireEvent.click(within(row).getByRole('button', { name: 'Remove field 1' }))
    expect(screen.queryByRole('group', { name: 'Field 1' })).toBeNull()
  })

  it('creates the type with new fields sent without ids', async () => {
    const { sent } = stubTypesApi()
    const { onClose } = renderModal()
    type('Name', 'Recipe')
    type('Description', 'Dishes')
    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }))
    const first = screen.getByRole('group', { name: 'Field 1' })
    const second = screen.getByRole('group', { name: 'Field 2' })
    type('Field Name', 'title', first)
    fireEvent.click(within(first).getByLabelText('Required field'))
    type('Field Name', 'servings', second)
    type('Field Type', 'number', second)
    save()

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/content-types',
        body: {
          name: 'Recipe',
          slug: 'recipe',
          description: 'Dishes',
          fields: [
            { name: 'title', type: 'text', required: true, description: '' },
            { name: 'servings', type: 'number', required: false, description: '' },
          ],
          titleField: null,
          previewUrl: '',
        },
      },
    ])
    expect(latestToast()).toMatchObject({
      type: 'success',
      message: 'Content type created successfully',
    })
  })

  it('marks text and number fields filterable, and offers it for no other type', async () => {
    const { sent } = stubTypesApi()
    const { onClose } = renderModal()
    type('Name', 'Product')
    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }))
    const row = screen.getByRole('group', { name: 'Field 1' })
    type('Field Name', 'price', row)
    type('Field Type', 'boolean', row)
    expect(within(row).queryByLabelText('Filterable (indexed)')).toBeNull()
    type('Field Type', 'number', row)
    fireEvent.click(within(row).getByLabelText('Filterable (indexed)'))
    save()

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]?.body).toMatchObject({
      fields: [{ name: 'price', type: 'number', required: false, filterable: true }],
    })
  })

  it('shares a field across languages when Translatable is turned off', async () => {
    const { sent } = stubTypesApi()
    const { onClose } = renderModal()
    type('Name', 'Product')
    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }))
    const row = screen.getByRole('group', { name: 'Field 1' })
    type('Field Name', 'sku', row)
    const translatable = within(row).getByLabelText('Translatable')
    expect((translatable as HTMLInputElement).checked).toBe(true)
    fireEvent.click(translatable)
    save()

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]?.body).toMatchObject({ fields: [{ name: 'sku', translatable: false }] })
  })

  it('offers the content types a reference field may point to', () => {
    stubTypesApi()
    renderModal()
    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }))
    const row = screen.getByRole('group', { name: 'Field 1' })
    type('Field Type', 'reference', row)
    return waitFor(() => {
      const options = within(within(row).getByLabelText('References')).getAllByRole('option')
      expect(options.map((option) => option.textContent)).toEqual(['Any content type', 'Blog Post'])
    })
  })

  it('shows the server refusing a taken slug next to the slug', async () => {
    stubTypesApi(() =>
      apiError(409, 'slug_taken', 'A content type with this slug already exists', [
        { path: 'slug', message: 'A content type with this slug already exists' },
      ]),
    )
    const { onClose } = renderModal()
    type('Name', 'Blog Post')
    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }))
    type('Field Name', 'title')
    save()

    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        type: 'error',
        message: 'A content type with this slug already exists',
      }),
    )
    expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('edits a type: keeps field ids, leaves the slug alone and moves fields', async () => {
    const { sent } = stubTypesApi(() => apiJson({ data: blogPost }))
    const { onClose } = renderModal({ id: 'ct-blog' })
    expect(screen.getByText('Loading content type...')).toBeDefined()

    const row = await screen.findByRole('group', { name: 'Field 2' })
    type('Name', 'Article')
    expect(screen.getByLabelText<HTMLInputElement>('Slug').value).toBe('blog-post')
    type('Field Name', 'body', row)
    fireEvent.click(within(row).getByRole('button', { name: 'Move field body up' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }))
    type('Field Name', 'summary', screen.getByRole('group', { name: 'Field 3' }))
    save('Update Content Type')

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/content-types/ct-blog',
      body: {
        name: 'Article',
        slug: 'blog-post',
        fields: [
          { id: 'f-body', name: 'body', type: 'rich-text' },
          { id: 'f-title', name: 'title', type: 'text', required: true },
          { name: 'summary', type: 'text' },
        ],
      },
    })
    const fields = (sent[0]?.body as { fields: object[] }).fields
    expect(fields[2]).not.toHaveProperty('id')
    expect(latestToast()?.message).toBe('Content type updated successfully')
  })

  it('says so when the type to edit does not exist', async () => {
    stubTypesApi()
    renderModal({ id: 'missing' })
    expect(await screen.findByText('Content type not found')).toBeDefined()
  })
})
