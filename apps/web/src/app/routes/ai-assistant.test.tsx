import type { AiSavedContent } from '@folio/schema'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { AiAssistantPage } from './ai-assistant'

import { readContentPrefill } from '@/features/content/content-prefill'
import { authStore, initialAuthState } from '@/stores/auth'
import { renderApp } from '@/testing/render-app'
import { apiError, recordRequests, stubApi } from '@/testing/stub-api'

const saved: AiSavedContent = {
  id: 's-1',
  prompt: 'Write a blog post about sustainable living',
  content: '# Living lightly\n\nSmall **habits** add up. <script>alert(1)</script>',
  messageId: null,
  createdAt: '2025-03-01T10:00:00Z',
}

function stubAssistantApi() {
  stubApi.get('/api/v1/ai/status', {
    data: {
      available: true,
      source: 'settings',
      provider: 'openai',
      model: 'gpt-4o',
      builtinLocked: false,
    },
  })
  stubApi.get('/api/v1/ai/conversations', { data: [] })
  stubApi.get('/api/v1/ai/saved', { data: [saved] })
  // Rights: the role's defaults.
  stubApi.get('/api/v1/me/permissions', () => apiError(404, 'not_found', 'Not found'))
  return recordRequests()
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
  renderApp(
    <Routes>
      <Route path="/ai-assistant" element={<AiAssistantPage />} />
      <Route path="/content" element={<ContentStub />} />
    </Routes>,
    { route: url, role },
  )
}

afterEach(() => {
  authStore.setState(initialAuthState)
})

describe('AI Assistant page', () => {
  it('tells viewers their role cannot use the assistant, and asks the server nothing', async () => {
    const asked = stubAssistantApi()
    renderPage('viewer')
    expect(screen.getByText('Your role cannot use the assistant')).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
    // Requests are reported as they leave: give any that would be sent the time to.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(asked.filter((call) => call.includes('/ai/'))).toEqual([])
  })

  it('opens on Chat, with Saved Content a tab away', async () => {
    stubAssistantApi()
    renderPage('editor')
    expect(screen.getByRole('tab', { name: 'Chat', selected: true })).toBeTruthy()
    expect(await screen.findByRole('textbox', { name: 'Prompt' })).toBeTruthy()
    expect(
      screen.getByText('AI-generated content may not be accurate. Review before publishing.'),
    ).toBeTruthy()
  })

  it('starts a content item from a saved reply, its Markdown as safe HTML', async () => {
    stubAssistantApi()
    renderPage('editor', '/ai-assistant?tab=saved')
    const entry = await screen.findByRole('article', { name: saved.prompt })
    fireEvent.click(within(entry).getByRole('button', { name: 'Use in new content item' }))
    expect((await screen.findByTestId('content')).textContent).toBe(
      '/content?new=1 <h1>Living lightly</h1><p>Small <strong>habits</strong> add up. &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    )
  })
})
