import type { ContentItem, ContentType } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'

import { ContentPage } from './content'

import { contentPrefillState } from '@/features/content/content-prefill'
import { notificationStore } from '@/stores/notifications'
import { uiStore } from '@/stores/ui'
import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

const blog: ContentType = {
  id: 't-blog',
  name: 'Blog Post',
  slug: 'blog-post',
  description: '',
  fields: [{ id: 'f1', name: 'Body', type: 'rich-text', required: true, description: '' }],
  titleField: null,
  previewUrl: '',
  itemCount: 25,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
}

const words = ['Apple', 'Banana', 'Cherry', 'Damson', 'Elder']
const items: ContentItem[] = Array.from({ length: 25 }, (_, index) => ({
  id: `i-${index}`,
  contentTypeId: blog.id,
  title: `${words[index % 5]} ${String(index).padStart(2, '0')}`,
  slug: `item-${index}`,
  status: index % 2 === 0 ? 'published' : 'draft',
  data: { Body: '<p>Hi</p>' },
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
  publishedAt: null,
  scheduledFor: null,
  createdBy: null,
  updatedBy: null,
  version: 1,
}))

/** A fake API that filters, sorts and pages like the server. */
function stubContentApi() {
  stubApi.get('/api/v1/content-types', { data: [blog] })
  // Rights and languages: the role's defaults and a single language.
  stubApi.get('/api/v1/me/permissions', () => new Response(null, { status: 404 }))
  stubApi.get('/api/v1/languages', () => new Response(null, { status: 404 }))
  stubApi.get('/api/v1/content-items', ({ url }) => {
    const params = url.searchParams
    const sort = (params.get('sort') ?? 'updatedAt') as 'title' | 'updatedAt'
    const direction = params.get('order') === 'asc' ? 1 : -1
    const page = Number(params.get('page') ?? 1)
    const pageSize = Number(params.get('pageSize') ?? 10)
    const rows = items
      .filter((item) => !params.get('status') || item.status === params.get('status'))
      .filter((item) => item.title.toLowerCase().includes((params.get('q') ?? '').toLowerCase()))
      .sort((a, b) => a[sort].localeCompare(b[sort]) * direction)
    return {
      data: rows.slice((page - 1) * pageSize, page * pageSize),
      meta: { page, pageSize, total: rows.length },
    }
  })
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>
}

function renderPage(
  role: 'editor' | 'viewer',
  url: string | { pathname: string; search: string; state: unknown } = '/content',
) {
  return renderApp(
    <>
      <ContentPage />
      <Location />
    </>,
    { route: url, role },
  )
}

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('p')?.textContent)

beforeEach(() => {
  stubContentApi()
  notificationStore.getState().clear()
  uiStore.getState().closeModal()
})

describe('Content page', () => {
  it('pages through 25 items ten at a time', async () => {
    renderPage('editor')
    expect(await screen.findByText('Showing 1 to 10 of 25 results')).toBeTruthy()
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Previous/ })).toHaveProperty('disabled', true)

    fireEvent.click(screen.getByRole('button', { name: /Next/ }))
    expect(await screen.findByText('Showing 11 to 20 of 25 results')).toBeTruthy()
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    expect(screen.getByTestId('location').textContent).toBe('?page=2')
  })

  it('sorts a new column ascending first, then toggles it', async () => {
    renderPage('editor')
    await screen.findByText('Showing 1 to 10 of 25 results')
    const titleHeader = screen.getByRole('columnheader', { name: /Title/ })
    expect(titleHeader.getAttribute('aria-sort')).toBe('none')
    expect(screen.getByRole('columnheader', { name: /Updated/ }).getAttribute('aria-sort')).toBe(
      'descending',
    )

    fireEvent.click(within(titleHeader).getByRole('button'))
    await waitFor(() => expect(titles()[0]).toBe('Apple 00'))
    expect(titleHeader.getAttribute('aria-sort')).toBe('ascending')
    expect(screen.getByTestId('location').textContent).toBe('?sort=title&order=asc')

    fireEvent.click(within(titleHeader).getByRole('button'))
    await waitFor(() => expect(titles()[0]).toBe('Elder 24'))
    expect(titleHeader.getAttribute('aria-sort')).toBe('descending')
  })

  it('asks for a content type before creating, then opens the editor for it', async () => {
    renderPage('editor')
    await screen.findByText('Showing 1 to 10 of 25 results')
    fireEvent.click(screen.getByRole('button', { name: 'Create Content' }))
    const [warning] = notificationStore.getState().notifications
    expect(warning).toMatchObject({
      type: 'warning',
      message: 'Please select a content type first',
    })
    expect(uiStore.getState().modal).toBeNull()

    fireEvent.change(screen.getByLabelText('Filter by content type'), {
      target: { value: blog.id },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Create Content' }))
    expect(uiStore.getState().modal).toMatchObject({
      kind: 'content-item',
      contentTypeId: blog.id,
    })
  })

  it('opens the editor with text brought in router state, even without a type', async () => {
    const prefill = { html: '<p>From the assistant</p>', text: 'From the assistant' }
    renderPage('editor', {
      pathname: '/content',
      search: '?new=1',
      state: contentPrefillState(prefill),
    })
    await waitFor(() =>
      expect(uiStore.getState().modal).toMatchObject({
        kind: 'content-item',
        contentTypeId: '',
        prefill,
      }),
    )
    expect(notificationStore.getState().notifications).toEqual([])
    // The one-off param is consumed, and the text with it.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''))
  })

  it('takes filters from the URL and offers to clear them when nothing matches', async () => {
    renderPage('editor', '/content?status=published&q=zzz')
    expect(await screen.findByText('No content matches your filters')).toBeTruthy()
    expect(screen.getByLabelText<HTMLSelectElement>('Filter by status').value).toBe('published')
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByText('Showing 1 to 10 of 25 results')).toBeTruthy()
    expect(screen.getByTestId('location').textContent).toBe('')
  })

  it('gives viewers View but no Create, Edit or Delete', async () => {
    renderPage('viewer')
    await screen.findByText('Showing 1 to 10 of 25 results')
    expect(screen.queryByRole('button', { name: 'Create Content' })).toBeNull()
    expect(screen.queryAllByRole('button', { name: /^Edit / })).toHaveLength(0)
    expect(screen.queryAllByRole('button', { name: /^Delete / })).toHaveLength(0)
    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(10)
  })
})
