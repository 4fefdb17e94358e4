import type { AiSavedContent } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { SavedContent } from './saved-content'

import { COPIED_MS } from '@/components/ui/copy-button'
import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiJson, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'
import { stubClipboard } from '@/testing/stub-clipboard'

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
function stubSaved(initial: AiSavedContent[] = entries) {
  let saved = [...initial]
  const requests: { method: string; path: string; q: string | null }[] = []
  const record = ({ method, url }: StubCall) =>
    requests.push({ method, path: url.pathname, q: url.searchParams.get('q') })
  stubApi.get('/api/v1/ai/saved', (call) => {
    record(call)
    const q = (call.url.searchParams.get('q') ?? '').toLowerCase()
    return {
      data: saved.filter((entry) => `${entry.prompt} ${entry.content}`.toLowerCase().includes(q)),
    }
  })
  stubApi.delete('/api/v1/ai/saved/:id', (call) => {
    record(call)
    saved = saved.filter((entry) => entry.id !== call.params.id)
    return apiJson(undefined, 204)
  })
  return requests
}

function renderSaved(onUseInContent?: (entry: AiSavedContent) => void) {
  renderApp(<SavedContent onUseInContent={onUseInContent} />)
}

const articles = () => screen.getAllByRole('article')
let writeText: ReturnType<typeof stubClipboard>

beforeEach(() => {
  notificationStore.getState().clear()
  writeText = stubClipboard()
})

describe('Saved Content', () => {
  it('lists saved replies newest first with their prompt and rendered content', async () => {
    stubSaved()
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
    stubSaved([])
    renderSaved()
    expect(await screen.findByText('No saved content yet')).toBeTruthy()
  })

  it('searches on the server once typing pauses, and says when nothing matches', async () => {
    const requests = stubSaved()
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
    const requests = stubSaved()
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
    stubSaved()
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
    stubSaved()
    const onUse = vi.fn()
    renderSaved(onUse)
    const second = await screen.findByRole('article', { name: entries[1]!.prompt })
    fireEvent.click(within(second).getByRole('button', { name: 'Use in new content item' }))
    expect(onUse).toHaveBeenCalledWith(entries[1])
  })

  it('offers no content item without the means to create one', async () => {
    stubSaved()
    renderSaved()
    await screen.findByRole('article', { name: entries[0]!.prompt })
    expect(screen.queryByRole('button', { name: 'Use in new content item' })).toBeNull()
  })
})
