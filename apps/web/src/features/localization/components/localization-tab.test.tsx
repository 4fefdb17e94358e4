import { languageMessages, type Language } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import { LocalizationTab } from './localization-tab'

import { notificationStore } from '@/stores/notifications'
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

/** French changed as each PATCH asks; the calls, to check what was sent. */
function stubFrenchChanges() {
  return stubApi.patch('/api/v1/languages/:code', ({ body }) => ({
    data: { ...language('fr', 'French'), ...(body as object) },
  }))
}

/** Opens a row's actions the keyboard way. */
async function openActions(name: string) {
  fireEvent.keyDown(await screen.findByRole('button', { name: `Actions for ${name}` }), {
    key: 'Enter',
  })
  return screen.findByRole('menu')
}

function renderTab() {
  const calls = recordRequests()
  renderApp(<LocalizationTab />)
  return calls
}

beforeEach(() => {
  notificationStore.getState().clear()
})

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

  it('opens the row actions from the keyboard, the default language offering only Rename', async () => {
    stubApi.get('/api/v1/languages', englishAndFrench)
    renderTab()
    const items = (menu: HTMLElement) =>
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent)

    expect(items(await openActions('English'))).toEqual(['Rename'])
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(items(await openActions('French'))).toEqual(['Rename', 'Make default', 'Delete'])
  })

  it('makes another language the default', async () => {
    stubApi.get('/api/v1/languages', englishAndFrench)
    const patches = stubFrenchChanges()
    renderTab()
    fireEvent.click(
      within(await openActions('French')).getByRole('menuitem', { name: 'Make default' }),
    )
    await waitFor(() =>
      expect(notificationStore.getState().notifications[0]).toMatchObject({
        type: 'success',
        message: 'French is now the default language',
      }),
    )
    expect(patches.map((call) => [call.params.code, call.body])).toEqual([
      ['fr', { isDefault: true }],
    ])
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

  it('marks the empty fields of a new language and moves the focus to the first', async () => {
    stubApi.get('/api/v1/languages', englishAndFrench)
    const added = stubApi.post('/api/v1/languages', { data: language('de', 'German') })
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: 'Add language' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add language' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add language' }))

    const code = within(dialog).getByRole('textbox', { name: 'Code' })
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    expect(document.activeElement).toBe(code)
    expect(code.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(added).toHaveLength(0)

    // Typing in a field clears its own error only.
    fireEvent.change(code, { target: { value: 'de' } })
    expect(code.getAttribute('aria-invalid')).toBeNull()
    expect(name.getAttribute('aria-invalid')).toBe('true')
  })

  it("puts the server's refusal of a field on that field, and any other above the form", async () => {
    stubApi.get('/api/v1/languages', englishAndFrench)
    stubApi.post('/api/v1/languages', ({ body }) =>
      (body as { name: string }).name === 'German'
        ? apiError(400, 'validation_failed', 'Invalid language', [
            { path: 'name', message: 'German is taken by de-DE' },
          ])
        : apiError(409, 'conflict', 'Language de already exists'),
    )
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: 'Add language' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add language' })
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Code' }), {
      target: { value: 'de' },
    })
    fireEvent.change(name, { target: { value: 'German' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add language' }))

    expect(await within(dialog).findByText('German is taken by de-DE')).toBeTruthy()
    expect(document.activeElement).toBe(name)

    fireEvent.change(name, { target: { value: 'Deutsch' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add language' }))
    expect(await within(dialog).findByText('Language de already exists')).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Add language' })).toBe(dialog)
  })

  it('renames a language, sending only its new name', async () => {
    stubApi.get('/api/v1/languages', englishAndFrench)
    const patches = stubFrenchChanges()
    renderTab()
    fireEvent.click(within(await openActions('French')).getByRole('menuitem', { name: 'Rename' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rename French' })
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveProperty('disabled', true)
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Français' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(patches.map((call) => [call.params.code, call.body])).toEqual([
      ['fr', { name: 'Français' }],
    ])
  })
})
