import type { ContentType } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ContentTypeModal } from './content-type-modal'

import { notificationStore } from '@/stores/notifications'

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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

interface Sent {
  method: string
  url: string
  body: unknown
}

/** A fake content-types API; `write` answers POST and PUT. */
function stubApi(write: (sent: Sent) => Response = () => json(201, { data: blogPost })) {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    const url = new URL(input, 'http://folio.test').pathname
    if (method === 'GET') {
      if (url === '/api/v1/content-types') return Promise.resolve(json(200, { data: [blogPost] }))
      if (url === '/api/v1/content-types/ct-blog')
        return Promise.resolve(json(200, { data: blogPost }))
      return Promise.resolve(
        json(404, { error: { code: 'not_found', message: 'Content type not found' } }),
      )
    }
    const request = { method, url, body: JSON.parse(init?.body as string) as unknown }
    sent.push(request)
    return Promise.resolve(write(request))
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

const latestToast = () => notificationStore.getState().notifications[0]
const save = (label = 'Create Content Type') =>
  fireEvent.click(screen.getByRole('button', { name: label }))
const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })

beforeEach(() => {
  notificationStore.getState().clear()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ContentTypeModal', () => {
  it('starts with no fields and says how to add one', () => {
    stubApi()
    renderModal()
    expect(screen.getByText('No fields defined. Click "Add Field" to create one.')).toBeDefined()
    expect(screen.getByText('Used in API endpoints and URLs')).toBeDefined()
  })

  it('derives the slug from the name until the slug is edited', () => {
    stubApi()
    renderModal()
    const slug = screen.getByLabelText<HTMLInputElement>('Slug')
    type('Name', 'Blog Post!')
    expect(slug.value).toBe('blog-post')

    type('Slug', 'articles')
    type('Name', 'News Article')
    expect(slug.value).toBe('articles')
  })

  it('reports the first problem in spec order and marks each input', async () => {
    const sent = stubApi()
    renderModal()
    save()

    expect(latestToast()).toMatchObject({ type: 'error', message: 'Name is required' })
    expect(screen.getByText('Name is required')).toBeDefined()
    expect(screen.getByText('Slug is required')).toBeDefined()
    expect(screen.getByText('At least one field is required')).toBeDefined()
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')))
    expect(sent).toHaveLength(0)
  })

  it('requires at least one field', () => {
    stubApi()
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
    stubApi()
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
    const sent = stubApi()
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
    const sent = stubApi()
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
    const sent = stubApi()
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
    stubApi()
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
    stubApi(() =>
      json(409, {
        error: {
          code: 'slug_taken',
          message: 'A content type with this slug already exists',
          details: [{ path: 'slug', message: 'A content type with this slug already exists' }],
        },
      }),
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
    const sent = stubApi(() => json(200, { data: blogPost }))
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
    stubApi()
    renderModal({ id: 'missing' })
    expect(await screen.findByText('Content type not found')).toBeDefined()
  })
})
