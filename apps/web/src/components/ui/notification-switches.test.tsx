import { defaultNotificationSettings } from '@folio/schema'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { NotificationSwitches } from './notification-switches'

import { renderApp } from '@/testing/render-app'

describe('NotificationSwitches', () => {
  it('offers contact message switches to admins only, as only admins get those notices', () => {
    const { unmount } = renderApp(
      <NotificationSwitches value={defaultNotificationSettings} onChange={() => {}} />,
      { role: 'admin' },
    )
    expect(screen.getByRole('switch', { name: 'Contact message: Email' })).toBeDefined()
    unmount()

    renderApp(<NotificationSwitches value={defaultNotificationSettings} onChange={() => {}} />, {
      role: 'editor',
    })
    expect(screen.getByRole('switch', { name: 'Comment: Email' })).toBeDefined()
    expect(screen.queryByText('Contact message')).toBeNull()
  })
})
