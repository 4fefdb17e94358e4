import type { AiSavedContent } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SavedContent } from './saved-content'

import { COPIED_MS } from '@/components/ui/copy-button'
import { notificationStore } from '@/stores/notifications'

const json = (status: number, body?: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

const entries: AiSavedContent[] = [
  {
    id: 's-2',
    prompt: 'Create a product description for a wireless keyboard',
    content: 'Type **quietly** for months on one charge. <img src=x onerror="alert(1)">',
    messageId: 'm-4',
    createdAt: '2025-03-02T10:00:00Z',
  },
  {
    id: 's-1',
    prompt: 'Write a blog post about sustainable living',
    content: '# Living lightly\n\nSmall habits add up.',
    messageId: null,
    createdAt: '2025-03-01T10:00:00Z',
  },
]

/** A fake `/api/v1/ai/saved` that searches prompt and content like the server. */
function stubApi(initial: AiSavedContent[] = entries) {
  let saved = [...initial]
  const requests: { method: string; path: string; q: string | null }[] = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://folio.test')
    const method = init?.method ?? 'GET'
    requests.push({ method, path: url.pathname, q: url.searchParams.get('q') })
    if (url.pathname === '/api/v1/ai/saved' && method === 'GET') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase()
      const found = saved.filter((entry) =>
        `${entry.prompt} ${entry.content}`.toLowerCase().includes(q),
      )
      return Promise.resolve(json(200, { data: found }))
    }
    const match = /^\/api\/v1\/ai\/saved\/(.+)$/.exec(url.pathname)
    if (match && method === 'DELETE') {
      saved = saved.filter((entry) => entry.id !== match[1])
      return Promise.resolve(json(204))
    }
    return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }))
  })
  return requests
}

function renderSaved(onUseInContent?: (entry: AiSavedContent) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <SavedContent onUseInContent={onUseInContent} />
    </QueryClientProvider>,
  )
}

const articles = () => screen.getAllByRole('article')
const writeText = vi.fn((_text: string) => Promise.resolve())

beforeEach(() => {
  notificationStore.getState().clear()
  writeText.mockClear()
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Saved Content', () => {
  it('lists saved replies newest first with their prompt and rendered content', async () => {
    stubApi()
    renderSaved()
    const first = await screen.findByRole('article', { name: entries[0]!.prompt })
    expect(articles()).toHaveLength(2)
    expect(articles()[0]).toBe(first)
    expect(within(first).getByText('quietly').tagName).toBe('STRONG')
    // HTML in a reply is text.
    expect(first.querySelector('img')).toBeNull()
    expect(first.textContent).toContain('<img src=x onerror="alert(1)">')
    const second = screen.getByRole('article', { name: entries[1]!.prompt })
    expect(within(second).getByRole('heading', { name: 'Living lightly' })).toBeTruthy()
  })

  it('says so when nothing is saved', async () => {
    stubApi([])
    renderSaved()
    expect(await screen.findByText('No saved content yet')).toBeTruthy()
  })

  it('searches on the server once typing pauses, and says when nothing matches', async () => {
    const requests = stubApi()
    renderSaved()
    await screen.findByRole('article', { name: entries[0]!.prompt })
    const search = screen.getByRole('searchbox', { name: 'Search saved content' })
    fireEvent.change(search, { target: { value: 'k' } })
    fireEvent.change(search, { target: { value: 'keyboard' } })
    await waitFor(() => expect(articles()).toHaveLength(1))
    expect(articles()[0]?.getAttribute('aria-labelledby')).toBe('saved-s-2-prompt')
    // One request for the paused-on word, none for each keystroke.
    expect(requests.map((request) => request.q)).toEqual([null, 'keyboard'])

    fireEvent.change(search, { target: { value: 'tractor' } })
    expect(await screen.findByText('Nothing saved matches “tractor”')).toBeTruthy()
    expect(screen.queryByText('No saved content yet')).toBeNull()
  })

  it('deletes an entry only after confirmation', async () => {
    const requests = stubApi()
    renderSaved()
    const first = await screen.findByRole('article', { name: entries[0]!.prompt })
    fireEvent.click(within(first).getByRole('button', { name: 'Delete saved content' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved content?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0)

    fireEvent.click(within(first).getByRole('button', { name: 'Delete saved content' }))
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    await waitFor(() => expect(articles()).toHaveLength(1))
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/v1/ai/saved/s-2', q: null },
    ])
    expect(notificationStore.getState().notifications[0]?.message).toBe('Saved content deleted')
  })

  it('copies the content and says Copied for two seconds', async () => {
    stubApi()
    renderSaved()
    const first = await screen.findByRole('article', { name: entries[0]!.prompt })
    fireEvent.click(within(first).getByRole('button', { name: 'Copy saved content' }))
    const copiedAt = Date.now()
    expect(await within(first).findByRole('button', { name: 'Copied saved content' })).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(entries[0]!.content)
    // The check mark stays for two seconds, then the button offers to copy again.
    await within(first).findByRole(
      'button',
      { name: 'Copy saved content' },
      { timeout: COPIED_MS + 1000 },
    )
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(COPIED_MS - 50)
  })

  it('hands an entry over to start a content item', async () => {
    stubApi()
    const onUse = vi.fn()
    renderSaved(onUse)
    const second = await screen.findByRole('article', { name: entries[1]!.prompt })
    fireEvent.click(within(second).getByRole('button', { name: 'Use in new content item' }))
    expect(onUse).toHaveBeenCalledWith(entries[1])
  })

  it('offers no content item without the means to create one', async () => {
    stubApi()
    renderSaved()
    await screen.findByRole('article', { name: entries[0]!.prompt })
    expect(screen.queryByRole('button', { name: 'Use in new content item' })).toBeNull()
  })
})
