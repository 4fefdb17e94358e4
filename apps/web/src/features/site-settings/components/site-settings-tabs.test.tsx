import { defaultAppearanceSettings, defaultGeneralSettings, siteMessages } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AppearanceTab } from './appearance-tab'
import { GeneralTab } from './general-tab'

import { applySite, PRIMARY_COLOR_KEY } from '@/lib/site-appearance'
import { notificationStore } from '@/stores/notifications'

const json = (status: number, body?: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A settings endpoint that answers what was last saved and records each PUT. */
function stubApi(path: string, initial: object) {
  let saved = initial
  const puts: unknown[] = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (new URL(input, 'http://folio.test').pathname !== path)
      return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }))
    if (init?.method === 'PUT') {
      saved = JSON.parse(init.body as string) as object
      puts.push(saved)
    }
    return Promise.resolve(json(200, { data: saved }))
  })
  return puts
}

function renderWithClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(<QueryClientProvider client={client}>{children}</QueryClientProvider>)
}

afterEach(() => {
  vi.unstubAllGlobals()
  notificationStore.getState().clear()
  document.documentElement.style.removeProperty('--color-primary')
  window.localStorage.clear()
})

describe('Settings → General', () => {
  it('saves the site name with a success notice', async () => {
    const puts = stubApi('/api/v1/settings/general', defaultGeneralSettings)
    renderWithClient(<GeneralTab />)
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
    const puts = stubApi('/api/v1/settings/general', defaultGeneralSettings)
    renderWithClient(<GeneralTab />)
    fireEvent.change(await screen.findByLabelText('Logo URL'), {
      target: { value: 'ftp://example.com/logo.png' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }))
    expect(await screen.findByText(siteMessages.urlInvalid('Logo URL'))).toBeTruthy()
    expect(screen.getByLabelText('Logo URL').getAttribute('aria-invalid')).toBe('true')
    expect(puts).toHaveLength(0)
  })
})

describe('Settings → Appearance', () => {
  it('preselects the first preset and saves the colour picked', async () => {
    const puts = stubApi('/api/v1/settings/appearance', defaultAppearanceSettings)
    renderWithClient(<AppearanceTab />)
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
