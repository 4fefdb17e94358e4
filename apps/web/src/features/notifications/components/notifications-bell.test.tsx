import type { AppNotification } from '@folio/schema'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { NotificationsBell } from './notifications-bell'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiJson, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'

const saved = (id: string, minutesAgo: number, read = false): AppNotification => ({
  id,
  type: 'info',
  kind: 'assignment',
  message: `Grace asked you to review “Post ${id}”`,
  details: `Notes ${id}`,
  link: `/workflow?item=${id}`,
  read,
  readAt: null,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
})

/** A fake `/api/v1/notifications` holding the list in memory and recording every change. */
function stubNotifications(initial: AppNotification[]) {
  let list = [...initial]
  const sent: string[] = []
  stubApi.get('/api/v1/notifications', () => {
    const unread = list.filter((item) => !item.read).length
    return { data: list, meta: { unread } }
  })
  const change = ({ method, url }: StubCall) => {
    const path = url.pathname
    sent.push(`${method} ${path}`)
    const id = /^\/api\/v1\/notifications\/([^/]+)/.exec(path)?.[1]
    if (path.endsWith('/read-all')) list = list.map((item) => ({ ...item, read: true }))
    else if (path.endsWith('/read'))
      list = list.map((n) => (n.id === id ? { ...n, read: true } : n))
    else if (method === 'DELETE' && id) list = list.filter((item) => item.id !== id)
    else if (method === 'DELETE') list = []
    return path.endsWith('/read') ? apiJson({ data: {} }) : apiJson(undefined, 204)
  }
  stubApi.post('/api/v1/notifications/read-all', change)
  stubApi.post('/api/v1/notifications/:id/read', change)
  stubApi.delete('/api/v1/notifications/:id', change)
  stubApi.delete('/api/v1/notifications', change)
  return {
    sent,
    push: (item: AppNotification) => {
      list = [item, ...list]
    },
  }
}

function Location() {
  const location = useLocation()
  return <output aria-label="Location">{location.pathname + location.search}</output>
}

function renderBell() {
  const { queryClient } = renderApp(
    <>
      <NotificationsBell />
      <Location />
    </>,
    { route: '/dashboard' },
  )
  return queryClient
}

const openPanel = async (unread: number) => {
  fireEvent.click(await screen.findByRole('button', { name: `Notifications, ${unread} unread` }))
  return screen.getByRole('dialog', { name: 'Notifications' })
}

afterEach(() => {
  notificationStore.getState().clear()
})

describe('NotificationsBell', () => {
  it('lists saved notifications and local notices newest first, with the unread count', async () => {
    stubNotifications([saved('old', 30, true), saved('new', 1)])
    act(() => {
      notificationStore.getState().add({ type: 'success', message: 'Settings saved' })
    })
    renderBell()
    const panel = await openPanel(2)
    const rows = within(panel).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Settings saved'),
      expect.stringContaining('Post new'),
      expect.stringContaining('Post old'),
    ])
    expect(rows[1]?.textContent).toContain('Notes new')
    expect(rows[1]?.textContent).toContain('(unread)')
  })

  it('marks one read, removes one, and following a link opens it and marks it read', async () => {
    const api = stubNotifications([saved('a', 3), saved('b', 2), saved('c', 1)])
    renderBell()
    let panel = await openPanel(3)

    fireEvent.click(within(panel).getByRole('button', { name: /^Mark as read: .*Post c/ }))
    await screen.findByRole('button', { name: 'Notifications, 2 unread' })
    fireEvent.click(within(panel).getByRole('button', { name: /^Remove: .*Post b/ }))
    await waitFor(() => expect(within(panel).queryByText(/Post b/)).toBeNull())
    expect(api.sent).toEqual([
      'POST /api/v1/notifications/c/read',
      'DELETE /api/v1/notifications/b',
    ])

    panel = screen.getByRole('dialog', { name: 'Notifications' })
    fireEvent.click(within(panel).getByRole('link', { name: /Post a/ }))
    expect(screen.getByLabelText('Location').textContent).toBe('/workflow?item=a')
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull()
    await screen.findByRole('button', { name: 'Notifications' })
    expect(api.sent).toContain('POST /api/v1/notifications/a/read')
  })

  it('marks all read, and clears all after a confirmation', async () => {
    const api = stubNotifications([saved('a', 2), saved('b', 1)])
    renderBell()
    const panel = await openPanel(2)
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }))
    await screen.findByRole('button', { name: 'Notifications' })

    fireEvent.click(within(panel).getByRole('button', { name: 'Clear all' }))
    fireEvent.click(within(panel).getByRole('button', { name: 'Yes, clear' }))
    expect(await within(panel).findByText('You are all caught up.')).toBeDefined()
    expect(api.sent).toEqual([
      'POST /api/v1/notifications/read-all',
      'DELETE /api/v1/notifications',
    ])
  })

  it('announces a newly arrived notification as a toast; dismissing it marks it read', async () => {
    const api = stubNotifications([saved('first', 5)])
    const client = renderBell()
    await screen.findByRole('button', { name: 'Notifications, 1 unread' })
    // The first load announces nothing: the count already says what waits.
    expect(notificationStore.getState().notifications).toEqual([])

    api.push(saved('fresh', 0))
    await act(() => client.refetchQueries())
    await waitFor(() => expect(notificationStore.getState().notifications).toHaveLength(1))
    const toast = notificationStore.getState().notifications[0]
    expect(toast?.message).toContain('Post fresh')
    expect(toast?.autoClose).toBe(true)
    expect(toast?.remoteId).toBe('fresh')

    act(() => notificationStore.getState().markRead(toast?.id ?? ''))
    await waitFor(() => expect(api.sent).toEqual(['POST /api/v1/notifications/fresh/read']))
    // The toast is not listed twice: the bell shows the saved one.
    const panel = await openPanel(1)
    expect(within(panel).getAllByText(/Post fresh/)).toHaveLength(1)
  })
})
