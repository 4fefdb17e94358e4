import type { ContentItem, ContentType } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ContentItemEditor } from './content-item-editor'
import type { ContentItemModalData, ItemPanels } from './content-item-editor'

import { toAppUser } from '@/lib/session-user'
import { authStore, initialAuthState } from '@/stores/auth'
import { notificationStore } from '@/stores/notifications'
import { fakeUser } from '@/testing/auth-fixtures'
import { renderApp } from '@/testing/render-app'
import { apiJson, apiNotFound, stubApi } from '@/testing/stub-api'

// The SEO tab belongs to another feature; these tests never open it.
const noPanels: ItemPanels = { seo: () => null }

const type = (id: string, name: string, fields: ContentType['fields']): ContentType => ({
  id,
  name,
  slug: id,
  description: '',
  fields,
  titleField: null,
  previewUrl: '',
  itemCount: 0,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
})

const article = type('t-article', 'Article', [
  { id: 'f1', name: 'Summary', type: 'text', required: false, description: '' },
  { id: 'f2', name: 'Body', type: 'rich-text', required: false, description: '' },
])
const note = type('t-note', 'Note', [
  { id: 'f1', name: 'Text', type: 'text', required: false, description: '' },
])
const price = type('t-price', 'Price', [
  { id: 'f1', name: 'Amount', type: 'number', required: false, description: '' },
])
const types = [article, note, price]

const prefill = {
  html: '<h1>Living lightly</h1><p>Small <strong>habits</strong> add up.</p>',
  text: '# Living lightly\n\nSmall **habits** add up.',
}

let posted: Partial<ContentItem>[] = []

beforeEach(() => {
  posted = []
  notificationStore.getState().clear()
  authStore.setState({
    ...initialAuthState,
    isResolved: true,
    isAuthenticated: true,
    user: toAppUser(fakeUser()),
  })
  // Asked but not what these tests are about: the role's default rights, no AI.
  stubApi.get('/api/v1/me/permissions', apiNotFound)
  stubApi.get('/api/v1/ai/status', apiNotFound)
  stubApi.get('/api/v1/content-types', { data: types })
  stubApi.get('/api/v1/content-types/:id', ({ params }) => {
    const found = types.find((candidate) => candidate.id === params.id)
    return found ? { data: found } : apiNotFound()
  })
  stubApi.post('/api/v1/content/:type/items', ({ body }) => {
    posted.push(body as Partial<ContentItem>)
    return apiJson({ data: { ...(body as Partial<ContentItem>), id: 'new' } }, 201)
  })
})

function renderEditor(data: Omit<ContentItemModalData, 'kind'>) {
  const onClose = vi.fn()
  renderApp(
    <ContentItemEditor
      modal={{ kind: 'content-item', ...data }}
      panels={noPanels}
      onClose={onClose}
    />,
  )
  return onClose
}

describe('a new item started from other text', () => {
  it('asks for a type that can hold the text, then puts it in the first rich-text field', async () => {
    const onClose = renderEditor({ contentTypeId: '', prefill })
    const list = await screen.findByRole('list', { name: 'Content types' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ArticleInto Body (Rich Text)', 'NoteInto Text (Text)'])
    fireEvent.click(within(list).getByRole('button', { name: /^Article/ }))

    const body = await screen.findByRole('textbox', { name: 'Body' })
    await waitFor(() => expect(body.querySelector('h1')?.textContent).toBe('Living lightly'))
    expect(body.querySelector('strong')?.textContent).toBe('habits')
    expect(screen.getByLabelText<HTMLInputElement>(/^Summary/).value).toBe('')

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Living lightly' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posted[0]?.data).toEqual({ Summary: null, Body: prefill.html })
  })

  it('puts it in the first text field, on one line, when the type has no rich text', async () => {
    renderEditor({ contentTypeId: note.id, prefill })
    const field = await screen.findByLabelText<HTMLInputElement>(/^Text/)
    expect(field.value).toBe('# Living lightly Small **habits** add up.')
  })

  it('still says the type is missing when there is no text either', () => {
    renderEditor({ contentTypeId: '' })
    expect(screen.getByRole('alert').textContent).toBe('Error: Content type not specified')
  })
})
