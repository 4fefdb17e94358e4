import { defaultNotificationSettings, defaultPermissionSettings } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { NotificationsTab } from './notifications-tab'
import { PermissionsTab } from './permissions-tab'

import { notificationStore } from '@/stores/notifications'

const json = (status: number, body?: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A fake settings API: GET answers what was last saved, PUT merges and records the body. */
function stubApi(path: string, initial: Record<string, unknown>) {
  let saved = initial
  const puts: unknown[] = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (new URL(input, 'http://folio.test').pathname !== path)
      return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }))
    if (init?.method === 'PUT') {
      const body = JSON.parse(init.body as string) as Record<string, unknown>
      puts.push(body)
      saved = { ...saved, ...body }
    }
    return Promise.resolve(json(200, { data: saved }))
  })
  return puts
}

function renderWithClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(<QueryClientProvider client={client}>{children}</QueryClientProvider>)
}

const lastNotice = () => notificationStore.getState().notifications[0]?.message

afterEach(() => {
  vi.unstubAllGlobals()
  notificationStore.getState().clear()
})

describe('Settings → Permissions', () => {
  it('turns on review before publishing and saves it with a notice', async () => {
    const puts = stubApi('/api/v1/settings/permissions', defaultPermissionSettings)
    renderWithClient(<PermissionsTab />)
    const toggle = await screen.findByRole('switch', { name: 'Require review before publishing' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(screen.getByRole('button', { name: 'Save settings' })).toHaveProperty('disabled', true)

    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(lastNotice()).toBe('Permission settings saved'))
    expect(puts).toEqual([{ requireReviewBeforePublish: true }])
    expect(toggle.getAttribute('aria-checked')).toBe('true')
  })
})

describe('Settings → Notifications', () => {
  it('shows every kind for both channels and saves the switches changed', async () => {
    const puts = stubApi('/api/v1/settings/notifications', defaultNotificationSettings)
    renderWithClient(<NotificationsTab />)
    await screen.findByRole('table')
    for (const kind of ['Assignment', 'Approval', 'Change request', 'Comment']) {
      for (const channel of ['In-app', 'Email']) {
        const name = `Defaults: ${kind}: ${channel}`
        expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true')
      }
    }

    fireEvent.click(screen.getByRole('switch', { name: 'Defaults: Comment: Email' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(lastNotice()).toBe('Notification settings saved'))
    expect(puts).toEqual([
      { ...defaultNotificationSettings, comment: { inApp: true, email: false } },
    ])
  })
})
