import type { ContentItem, ContentType } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ContentItemEditor } from './content-item-editor'
import type { ContentItemModalData, ItemPanels } from './content-item-editor'

import { TooltipProvider } from '@/components/ui/tooltip'
import { toAppUser } from '@/lib/session-user'
import { authStore, initialAuthState } from '@/stores/auth'
import { notificationStore } from '@/stores/notifications'
import { fakeUser } from '@/testing/auth-fixtures'

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

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

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
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://folio.test').pathname
    if (path === '/api/v1/content-types') return Promise.resolve(reply(200, { data: types }))
    const found = types.find((candidate) => path === `/api/v1/content-types/${candidate.id}`)
    if (found) return Promise.resolve(reply(200, { data: found }))
    if (init?.method === 'POST') {
      const body = JSON.parse(init.body as string) as Partial<ContentItem>
      posted.push(body)
      return Promise.resolve(reply(201, { data: { ...body, id: 'new' } }))
    }
    return Promise.resolve(reply(404, { error: { code: 'not_found', message: 'Not found' } }))
  })
})

afterEach(() => vi.unstubAllGlobals())

function renderEditor(data: Omit<ContentItemModalData, 'kind'>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <ContentItemEditor
          modal={{ kind: 'content-item', ...data }}
          panels={noPanels}
          onClose={onClose}
        />
      </TooltipProvider>
    </QueryClientProvider>,
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
