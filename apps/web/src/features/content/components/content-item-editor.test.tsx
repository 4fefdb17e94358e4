import type { ContentItem, ContentType } from '@folio/schema'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ContentItemEditor } from './content-item-editor'
import type { ContentItemModalData, ItemPanels } from './content-item-editor'

import { toAppUser } from '@/lib/session-user'
import { authStore, initialAuthState } from '@/stores/auth'
import { notificationStore } from '@/stores/notifications'
import { fakeUser } from '@/testing/auth-fixtures'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, apiNotFound, stubApi } from '@/testing/stub-api'

// The SEO tab belongs to another feature; these tests never open it.
const noPanels: ItemPanels = { seo: () => null }

const product: ContentType = {
  id: 't-product',
  name: 'Product',
  slug: 'product',
  description: '',
  fields: [
    { id: 'f1', name: 'Price', type: 'number', required: true, description: 'In euros' },
    { id: 'f2', name: 'Tags', type: 'array', required: false, description: '' },
  ],
  titleField: null,
  previewUrl: '',
  itemCount: 0,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
}

/** A type whose `headline` field is the item's title. */
const post: ContentType = {
  ...product,
  id: 't-post',
  name: 'Post',
  slug: 'post',
  fields: [
    { id: 'p1', name: 'headline', type: 'text', required: true, description: 'Shown on cards' },
    { id: 'p2', name: 'summary', type: 'text', required: false, description: '' },
  ],
  titleField: 'headline',
}

let posted: unknown[] = []

beforeEach(() => {
  posted = []
  notificationStore.getState().clear()
  authStore.setState({
    ...initialAuthState,
    isResolved: true,
    isAuthenticated: true,
    user: toAppUser(fakeUser()),
  })
  // Rights: the role's defaults; no AI.
  stubApi.get('/api/v1/me/permissions', () => apiJson({}, 404))
  stubApi.get('/api/v1/ai/status', apiNotFound)
  stubApi.get('/api/v1/content-types/:id', ({ params }) => {
    const found = [product, post].find((type) => type.id === params.id)
    return found ? { data: found } : apiError(404, 'not_found', 'Content type not found')
  })
  stubApi.post('/api/v1/content/:type/items', ({ body }) => {
    posted.push(body)
    return apiJson({ data: { ...(body as Partial<ContentItem>), id: 'new' } }, 201)
  })
})

function renderEditor(data: Omit<ContentItemModalData, 'kind'>, onClose = vi.fn()) {
  renderApp(
    <ContentItemEditor
      modal={{ kind: 'content-item', ...data }}
      panels={noPanels}
      onClose={onClose}
    />,
  )
  return onClose
}

const messages = () => notificationStore.getState().notifications.map((n) => [n.type, n.message])

describe('content-item editor', () => {
  it('says so when no content type is given, or an unknown one', async () => {
    renderEditor({ contentTypeId: '' })
    expect(screen.getByRole('alert').textContent).toBe('Error: Content type not specified')
    renderEditor({ contentTypeId: 'gone' })
    expect(await screen.findByText('Error: Content type not found')).toBeTruthy()
  })

  it('shows the first validation message as an error notification and each one inline', async () => {
    renderEditor({ contentTypeId: product.id })
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }))
    expect(messages()).toEqual([['error', 'Title is required']])
    expect(screen.getByText('Price is required')).toBeTruthy()
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-invalid')).toBe('true')
    expect(posted).toEqual([])
  })

  it('sends numbers and comma lists the way the API wants them', async () => {
    const onClose = renderEditor({ contentTypeId: product.id })
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Desk Lamp' } })
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '129.99' } })
    fireEvent.change(screen.getByLabelText(/^Tags/), { target: { value: ' home, light ,, ' } })
    expect(screen.getByLabelText<HTMLInputElement>(/^Slug/).placeholder).toBe('desk-lamp')
    fireEvent.click(screen.getByRole('radio', { name: 'Schedule' }))
    expect(
      screen.getByText('Scheduled content will be published automatically at the scheduled time.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'Publish Now' }))
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posted).toEqual([
      {
        title: 'Desk Lamp',
        slug: '',
        status: 'published',
        scheduledFor: null,
        data: { Price: 129.99, Tags: ['home', 'light'] },
      },
    ])
    expect(messages()).toEqual([['success', 'Content created successfully']])
  })

  it('asks once for the title when the type has a title field, and sends it as both', async () => {
    const onClose = renderEditor({ contentTypeId: post.id })
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Hello' } })
    expect(screen.queryByLabelText(/^headline/)).toBeNull()
    expect(screen.getByText('Shown on cards')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/^summary/), { target: { value: 'Short' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posted).toMatchObject([
      { title: 'Hello', data: { headline: 'Hello', summary: 'Short' } },
    ])
  })
})
