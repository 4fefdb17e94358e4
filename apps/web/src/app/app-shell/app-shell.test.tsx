import { act, fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { AppShell } from '@/app/app-shell/app-shell'
import type { ShellUser } from '@/app/app-shell/shell-user'

import { notificationStore } from '@/stores/notifications'
import { uiStore } from '@/stores/ui'
import { renderApp } from '@/testing/render-app'
import { apiNotFound, stubApi } from '@/testing/stub-api'

const admin: ShellUser = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'admin',
  avatarUrl: null,
}
const viewer: ShellUser = { ...admin, name: 'Alan Turing', role: 'viewer' }

function renderShell(user: ShellUser) {
  // The modal bodies load their records, so the shell renders inside a query client as in the app.
  return renderApp(
    <Routes>
      <Route
        element={<AppShell user={user} search={<button>Search...</button>} onSignOut={() => {}} />}
      >
        <Route path="dashboard" element={<h1>Dashboard page</h1>} />
        <Route path="users" element={<h1>Users page</h1>} />
      </Route>
    </Routes>,
    { route: '/dashboard' },
  )
}

let desktop = true

beforeEach(() => {
  // The shell's own reads (the bell, the site's name) are not what these tests are about.
  stubApi.get('/api/v1/notifications', apiNotFound)
  stubApi.get('/api/v1/site', apiNotFound)
  stubApi.get('/api/v1/contact-messages/unread-count', { data: { unread: 0 } })
  desktop = true
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)' ? desktop : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})

afterEach(() => {
  vi.unstubAllGlobals()
  notificationStore.getState().clear()
  uiStore.getState().closeModal()
  window.localStorage.clear()
})

describe('AppShell', () => {
  it('shows the Admin section and a settings link to admins only', () => {
    const { unmount } = renderShell(admin)
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' })
    expect(within(sidebar).getByText('Admin')).toBeDefined()
    for (const label of ['Users', 'Settings', 'API']) {
      expect(within(sidebar).getByRole('link', { name: label })).toBeDefined()
    }
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Settings' })).toBeDefined()
    unmount()

    renderShell(viewer)
    const rail = screen.getByRole('complementary', { name: 'Sidebar' })
    expect(within(rail).queryByText('Admin')).toBeNull()
    expect(within(rail).queryByRole('link', { name: 'Users' })).toBeNull()
    // No settings gear that cannot be used: the header offers a viewer only what they may open.
    const header = screen.getByRole('banner')
    expect(within(header).queryByRole('link', { name: 'Settings' })).toBeNull()
    expect(within(header).queryByRole('button', { name: /Settings/ })).toBeNull()
    for (const label of ['Dashboard', 'Content Types', 'Content', 'Workflow', 'Media Library']) {
      expect(within(rail).getByRole('link', { name: label })).toBeDefined()
    }
    // Connections are an admin's business: a viewer reads who manages them instead.
    expect(within(rail).queryByRole('link', { name: 'View connections' })).toBeNull()
    expect(within(rail).getByText(/An admin manages connections/)).toBeDefined()
  })

  it('shows admins the Inbox with its unread count, and nobody else the Inbox', async () => {
    stubApi.get('/api/v1/contact-messages/unread-count', { data: { unread: 3 } })
    const { unmount } = renderShell(admin)
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' })
    const inbox = await within(sidebar).findByRole('link', { name: 'Inbox 3 unread' })
    expect(inbox.getAttribute('href')).toBe('/inbox')
    unmount()

    renderShell(viewer)
    const rail = screen.getByRole('complementary', { name: 'Sidebar' })
    expect(within(rail).queryByRole('link', { name: /Inbox/ })).toBeNull()
  })

  it('links the connections card to the Connections screen for admins', () => {
    renderShell(admin)
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' })
    const link = within(sidebar).getByRole('link', { name: 'View connections' })
    expect(link.getAttribute('href')).toBe('/connections')
    expect(link.id).toBe('view-connections')
  })

  it('collapses the sidebar to an icon rail and expands it again', () => {
    renderShell(admin)
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(toggle)
    const expand = screen.getByRole('button', { name: 'Expand sidebar' })
    expect(expand.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('complementary', { name: 'Sidebar' }).className).toContain('md:w-20')
    fireEvent.click(expand)
    expect(uiStore.getState().sidebarOpen).toBe(true)
  })

  it('shows unread notifications as toasts and counts them on the bell', () => {
    renderShell(admin)
    act(() => {
      notificationStore.getState().add({ type: 'success', message: 'Saved' })
      notificationStore.getState().add({ type: 'error', message: 'Failed', autoClose: false })
    })
    const toasts = screen.getByRole('region', { name: 'Notifications' })
    expect(within(toasts).getByText('Saved')).toBeDefined()
    expect(within(toasts).getByRole('alert').textContent).toContain('Failed')
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeDefined()

    fireEvent.click(within(toasts).getAllByRole('button', { name: 'Dismiss notification' })[0]!)
    expect(within(toasts).queryByText('Failed')).toBeNull()
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeDefined()
  })

  it('opens the global modal with the title of its type; the close button closes it', () => {
    renderShell(admin)
    act(() => uiStore.getState().openModal({ kind: 'content-type', id: 'ct-1' }))
    expect(screen.getByRole('dialog', { name: 'Edit Content Type' })).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(uiStore.getState().modal).toBeNull()

    act(() => uiStore.getState().openModal({ kind: 'media-upload' }))
    expect(screen.getByRole('dialog', { name: 'Upload Media' })).toBeDefined()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is a drawer below 768 px that closes when a link is followed', () => {
    desktop = false
    renderShell(admin)
    const open = screen.getByRole('button', { name: 'Open sidebar' })
    expect(open.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(open)
    expect(open.getAttribute('aria-expanded')).toBe('true')
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' })
    fireEvent.click(within(sidebar).getByRole('link', { name: 'Users' }))
    expect(uiStore.getState().sidebarOpen).toBe(false)
  })

  it('starts with a skip link to the main landmark, after which come the header and the page', () => {
    renderShell(admin)
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    const focusable = document.querySelectorAll('a[href], button, input, [tabindex="0"]')
    expect(focusable[0]).toBe(skip)
    expect(skip.getAttribute('href')).toBe('#main')
    const main = screen.getByRole('main')
    expect(main.id).toBe('main')
    // Focusable by the link, not by Tab.
    expect(main.getAttribute('tabindex')).toBe('-1')
    expect(screen.getByRole('banner')).toBeDefined()
    expect(within(main).getByRole('heading', { name: 'Dashboard page' })).toBeDefined()
  })
})
