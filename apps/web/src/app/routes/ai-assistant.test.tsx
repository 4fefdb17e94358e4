import type { AiSavedContent } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AiAssistantPage } from './ai-assistant'

import { readContentPrefill } from '@/features/content/content-prefill'
import { toAppUser } from '@/lib/session-user'
import { authStore, initialAuthState } from '@/stores/auth'
import { fakeUser } from '@/testing/auth-fixtures'

const saved: AiSavedContent = {
  id: 's-1',
  prompt: 'Write a blog post about sustainable living',
  content: '# Living lightly\n\nSmall **habits** add up. <script>alert(1)</script>',
  messageId: null,
  createdAt: '2025-03-01T10:00:00Z',
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function stubApi() {
  const fetchMock = vi.fn((input: string) => {
    const path = new URL(input, 'http://folio.test').pathname
    if (path === '/api/v1/ai/status')
      return Promise.resolve(
        json(200, {
          data: { available: true, source: 'settings', provider: 'openai', model: 'gpt-4o' },
        }),
      )
    if (path === '/api/v1/ai/conversations') return Promise.resolve(json(200, { data: [] }))
    if (path === '/api/v1/ai/saved') return Promise.resolve(json(200, { data: [saved] }))
    // Rights: the role's defaults.
    return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** Where "Use in new content item" leads, with the text it carries. */
function ContentStub() {
  const location = useLocation()
  const prefill = readContentPrefill(location.state)
  return (
    <output data-testid="content">
      {location.pathname + location.search} {prefill?.html}
    </output>
  )
}

function renderPage(role: 'admin' | 'editor' | 'viewer', url = '/ai-assistant') {
  authStore.setState({
    ...initialAuthState,
    isResolved: true,
    isAuthenticated: true,
    user: toAppUser(fakeUser({ app_metadata: { provider: 'email', role, status: 'active' } })),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/ai-assistant" element={<AiAssistantPage />} />
          <Route path="/content" element={<ContentStub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  authStore.setState(initialAuthState)
})

describe('AI Assistant page', () => {
  it('tells viewers their role cannot use the assistant, and asks the server nothing', () => {
    const fetchMock = stubApi()
    renderPage('viewer')
    expect(screen.getByText('Your role cannot use the assistant')).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
    expect(
      fetchMock.mock.calls.map(([path]) => path).filter((path) => path.includes('/ai/')),
    ).toEqual([])
  })

  it('opens on Chat, with Saved Content a tab away', async () => {
    stubApi()
    renderPage('editor')
    expect(screen.getByRole('tab', { name: 'Chat', selected: true })).toBeTruthy()
    expect(await screen.findByRole('textbox', { name: 'Prompt' })).toBeTruthy()
    expect(
      screen.getByText('AI-generated content may not be accurate. Review before publishing.'),
    ).toBeTruthy()
  })

  it('starts a content item from a saved reply, its Markdown as safe HTML', async () => {
    stubApi()
    renderPage('editor', '/ai-assistant?tab=saved')
    const entry = await screen.findByRole('article', { name: saved.prompt })
    fireEvent.click(within(entry).getByRole('button', { name: 'Use in new content item' }))
    expect(screen.getByTestId('content').textContent).toBe(
      '/content?new=1 <h1>Living lightly</h1><p>Small <strong>habits</strong> add up. &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    )
  })
})
