import { defaultNotificationSettings, defaultPermissionSettings } from '@folio/schema'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { NotificationsTab } from './notifications-tab'
import { PermissionsTab } from './permissions-tab'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, stubApi } from '@/testing/stub-api'

/** A fake settings API: GET answers what was last saved, PUT merges and records the body. */
function stubSettings(path: string, initial: Record<string, unknown>) {
  // The per-type permissions card is not what these tests are about.
  stubApi.get('/api/v1/content-types', () => apiError(404, 'not_found', 'Not found'))
  let saved = initial
  stubApi.get(path, () => ({ data: saved }))
  const puts = stubApi.put(path, ({ body }) => {
    saved = { ...saved, ...(body as Record<string, unknown>) }
    return { data: saved }
  })
  return {
    get bodies() {
      return puts.map((call) => call.body)
    },
  }
}

const lastNotice = () => notificationStore.getState().notifications[0]?.message

afterEach(() => {
  notificationStore.getState().clear()
})

describe('Settings → Permissions', () => {
  it('turns on review before publishing and saves it with a notice', async () => {
    const puts = stubSettings('/api/v1/settings/permissions', defaultPermissionSettings)
    renderApp(<PermissionsTab />)
    const toggle = await screen.findByRole('switch', { name: 'Require review before publishing' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(screen.getByRole('button', { name: 'Save settings' })).toHaveProperty('disabled', true)

    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(lastNotice()).toBe('Permission settings saved'))
    expect(puts.bodies).toEqual([{ requireReviewBeforePublish: true }])
    expect(toggle.getAttribute('aria-checked')).toBe('true')
  })
})

describe('Settings → Notifications', () => {
  it('shows every kind for both channels and saves the switches changed', async () => {
    const puts = stubSettings('/api/v1/settings/notifications', defaultNotificationSettings)
    renderApp(<NotificationsTab />)
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
    expect(puts.bodies).toEqual([
      { ...defaultNotificationSettings, comment: { inApp: true, email: false } },
    ])
  })
})
