import { languageMessages, type Language } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { LocalizationTab } from './localization-tab'

import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, recordRequests, stubApi } from '@/testing/stub-api'

const language = (code: string, name: string, isDefault = false): Language => ({
  id: code,
  code,
  name,
  isDefault,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

const englishAndFrench = { data: [language('en', 'English', true), language('fr', 'French')] }

function renderTab() {
  const calls = recordRequests()
  renderApp(<LocalizationTab />)
  return calls
}

describe('Settings → Localization', () => {
  it('lists languages in the server order with the default marked', async () => {
    stubApi.get('/api/v1/languages', englishAndFrench)
    renderTab()
    const list = await screen.findByRole('list', { name: 'Languages' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^enEnglishDefault/),
      expect.stringMatching(/^frFrench/),
    ])
  })

  it("shows the spec's message when the languages cannot be loaded", async () => {
    stubApi.get('/api/v1/languages', () => apiError(500, 'internal_error', 'Down'))
    renderTab()
    expect(await screen.findByText(languageMessages.loadFailed)).toBeTruthy()
  })

  it('asks again with the number of translations before deleting them too', async () => {
    let forced = false
    stubApi.get('/api/v1/languages', englishAndFrench)
    stubApi.delete('/api/v1/languages/:code', ({ url }) => {
      if (url.searchParams.get('force') === 'true') {
        forced = true
        return apiJson(undefined, 204)
      }
      return apiError(409, 'in_use', 'Language fr has 3 translations', [
        { path: 'translationCount', message: '3' },
      ])
    })
    const calls = renderTab()
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
