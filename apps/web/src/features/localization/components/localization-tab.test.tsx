import { languageMessages, type Language } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { LocalizationTab } from './localization-tab'

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

const language = (code: string, name: string, isDefault = false): Language => ({
  id: code,
  code,
  name,
  isDefault,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

function renderTab(handler: (url: URL, init?: RequestInit) => Response) {
  const calls: string[] = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://folio.test')
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`)
    return Promise.resolve(handler(url, init))
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <LocalizationTab />
    </QueryClientProvider>,
  )
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe('Settings → Localization', () => {
  it('lists languages in the server order with the default marked', async () => {
    renderTab(() =>
      json(200, { data: [language('en', 'English', true), language('fr', 'French')] }),
    )
    const list = await screen.findByRole('list', { name: 'Languages' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^enEnglishDefault/),
      expect.stringMatching(/^frFrench/),
    ])
  })

  it("shows the spec's message when the languages cannot be loaded", async () => {
    renderTab(() => json(500, { error: { code: 'internal_error', message: 'Down' } }))
    expect(await screen.findByText(languageMessages.loadFailed)).toBeTruthy()
  })

  it('asks again with the number of translations before deleting them too', async () => {
    let forced = false
    const calls = renderTab((url, init) => {
      if (init?.method === 'DELETE') {
        if (url.searchParams.get('force') === 'true') {
          forced = true
          return json(204)
        }
        return json(409, {
          error: {
            code: 'conflict',
            message: 'Language fr has 3 translations',
            details: [{ path: 'translationCount', message: '3' }],
          },
        })
      }
      return json(200, { data: [language('en', 'English', true), language('fr', 'French')] })
    })
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Actions for French' }), {
      button: 0,
      ctrlKey: false,
    })
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(/French has 3 translations/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete with translations' }))
    await waitFor(() => expect(forced).toBe(true))
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([
      'DELETE /api/v1/languages/fr',
      'DELETE /api/v1/languages/fr?force=true',
    ])
  })
})
