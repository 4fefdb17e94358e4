import { defaultAppearanceSettings, defaultGeneralSettings, siteMessages } from '@folio/schema'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { AppearanceTab } from './appearance-tab'
import { GeneralTab } from './general-tab'

import { applySite, PRIMARY_COLOR_KEY } from '@/lib/site-appearance'
import { hasUnsavedChanges } from '@/lib/unsaved-changes'
import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, stubApi } from '@/testing/stub-api'

/** A settings endpoint that answers what was last saved and records each PUT. */
function stubSettings(path: string, initial: object) {
  // The General tab's custom-domains card is not what these tests are about.
  stubApi.get('/api/v1/settings/domains', () => apiError(404, 'not_found', 'Not found'))
  let saved = initial
  const puts: unknown[] = []
  stubApi.get(path, () => ({ data: saved }))
  stubApi.put(path, ({ body }) => {
    saved = body as object
    puts.push(saved)
    return { data: saved }
  })
  return puts
}

afterEach(() => {
  notificationStore.getState().clear()
  document.documentElement.style.removeProperty('--color-primary')
  window.localStorage.clear()
})

describe('Settings → General', () => {
  it('saves the site name with a success notice', async () => {
    const puts = stubSettings('/api/v1/settings/general', defaultGeneralSettings)
    renderApp(<GeneralTab />)
    const name = await screen.findByLabelText('Site name')
    fireEvent.change(name, { target: { value: 'Northwind Journal' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toMatchObject({ siteName: 'Northwind Journal' })
    await waitFor(() =>
      expect(notificationStore.getState().notifications[0]?.message).toBe(siteMessages.saved),
    )
  })

  it('shows a message under a URL that is not http(s) and sends nothing', async () => {
    const puts = stubSettings('/api/v1/settings/general', defaultGeneralSettings)
    renderApp(<GeneralTab />)
    fireEvent.change(await screen.findByLabelText('Logo URL'), {
      target: { value: 'ftp://example.com/logo.png' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }))
    expect(await screen.findByText(siteMessages.urlInvalid('Logo URL'))).toBeTruthy()
    expect(screen.getByLabelText('Logo URL').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('Logo URL'))
    expect(puts).toHaveLength(0)
  })

  it('holds unsaved changes while the form differs from what is saved', async () => {
    stubSettings('/api/v1/settings/general', defaultGeneralSettings)
    renderApp(<GeneralTab />)
    const name = await screen.findByLabelText<HTMLInputElement>('Site name')
    const before = name.value
    expect(hasUnsavedChanges()).toBe(false)

    fireEvent.change(name, { target: { value: 'Northwind Journal' } })
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true))
    fireEvent.change(name, { target: { value: before } })
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false))

    // A save makes what was typed the saved state: leaving then asks nothing.
    fireEvent.change(name, { target: { value: 'Northwind Journal' } })
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }))
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false))
    expect(name.value).toBe('Northwind Journal')
  })
})

describe('Settings → Appearance', () => {
  it('preselects the first preset and saves the colour picked', async () => {
    const puts = stubSettings('/api/v1/settings/appearance', defaultAppearanceSettings)
    renderApp(<AppearanceTab />)
    const blue = await screen.findByRole('radio', { name: 'Blue #0A84FF' })
    expect((blue as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Purple #BF5AF2' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }))
    await waitFor(() => expect(puts).toEqual([{ defaultTheme: 'dark', primaryColor: '#BF5AF2' }]))
  })
})

describe('applySite', () => {
  it('sets the primary colour variable and remembers it for the next first paint', () => {
    applySite({
      name: 'Folio',
      description: '',
      logoUrl: '',
      faviconUrl: 'https://cdn.example.com/icon.png',
      previewUrl: '',
      defaultTheme: 'system',
      primaryColor: '#30D158',
      primaryDomain: null,
    })
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#30d158')
    expect(window.localStorage.getItem(PRIMARY_COLOR_KEY)).toBe('#30D158')
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      'https://cdn.example.com/icon.png',
    )
  })
})
