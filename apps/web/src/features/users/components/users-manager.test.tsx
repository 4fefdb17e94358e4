import type { UserSummary } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import { UsersManager } from './users-manager'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, apiNotFound, recordRequests, stubApi } from '@/testing/stub-api'

const base = {
  avatarUrl: null,
  emailConfirmed: true,
  mfaEnabled: false,
  invitedAt: null,
  createdAt: '2025-01-01T00:00:00Z',
}

const people: UserSummary[] = [
  {
    ...base,
    id: 'u-admin',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    role: 'admin',
    status: 'active',
    lastLoginAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  },
  {
    ...base,
    id: 'u-editor',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'editor',
    status: 'active',
    lastLoginAt: null,
  },
  {
    ...base,
    id: 'u-viewer',
    name: 'Alan Turing',
    email: 'alan@example.com',
    role: 'viewer',
    status: 'suspended',
    lastLoginAt: null,
  },
]

const json = (status: number, body: unknown) => apiJson(body, status)

/** A fake `/api/v1/users` that filters by name, email or role like the server. */
function stubUsersApi(overrides: { list?: () => Response; patch?: () => Response } = {}) {
  stubApi.patch('/api/v1/users/:id', () => overrides.patch?.() ?? json(200, {}))
  stubApi.get('/api/v1/users', ({ url }) => {
    if (overrides.list) return overrides.list()
    const q = (url.searchParams.get('q') ?? '').toLowerCase()
    const data = people.filter((user) =>
      [user.name, user.email, user.role].some((value) => value.toLowerCase().includes(q)),
    )
    return { data, meta: { page: 1, pageSize: 20, total: data.length } }
  })
  return recordRequests()
}

function renderManager() {
  return renderApp(<UsersManager currentUserId="u-admin" />)
}

const rows = () => screen.getAllByRole('row').slice(1)

beforeEach(() => {
  notificationStore.getState().clear()
})

describe('UsersManager', () => {
  it('lists users with their role, status and last login', async () => {
    stubUsersApi()
    renderManager()
    expect(screen.getByText('Loading users...')).toBeDefined()

    await waitFor(() => expect(rows()).toHaveLength(3))
    const grace = within(rows()[0]!)
    expect(grace.getByText('Grace Hopper')).toBeDefined()
    expect(grace.getByText('grace@example.com')).toBeDefined()
    expect(grace.getAllByText('Admin').length).toBeGreaterThan(0)
    expect(grace.getByText('3 hours ago')).toBeDefined()
    expect(grace.getByText('(you)')).toBeDefined()

    const alan = within(rows()[2]!)
    expect(alan.getAllByText('Suspended').length).toBeGreaterThan(0)
    expect(alan.getByText('Never')).toBeDefined()
    expect(screen.getByText('Showing 1 to 3 of 3 users')).toBeDefined()
  })

  it('searches by name, email or role on the server', async () => {
    const asked = stubUsersApi()
    renderManager()
    await waitFor(() => expect(rows()).toHaveLength(3))

    fireEvent.change(screen.getByLabelText('Search users by name, email or role'), {
      target: { value: 'viewer' },
    })
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.getByText('Alan Turing')).toBeDefined()
    expect(asked.at(-1)).toBe('GET /api/v1/users?q=viewer&page=1&pageSize=20')
  })

  it('says when no user matches the search', async () => {
    stubUsersApi()
    renderManager()
    await waitFor(() => expect(rows()).toHaveLength(3))
    fireEvent.change(screen.getByLabelText('Search users by name, email or role'), {
      target: { value: 'nobody' },
    })
    expect(await screen.findByText('No users match “nobody”')).toBeDefined()
  })

  it('shows the error with a retry when the list fails to load', async () => {
    stubUsersApi({
      list: () => json(403, { error: { code: 'forbidden', message: 'Admins only' } }),
    })
    renderManager()
    expect(await screen.findByText('Could not load users')).toBeDefined()
    expect(screen.getByText('Admins only')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined()
  })

  it('offers Delete for editors and viewers but never for admins', async () => {
    stubUsersApi()
    renderManager()
    await waitFor(() => expect(rows()).toHaveLength(3))

    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for Ada Lovelace' }), {
      key: 'Enter',
    })
    let menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeDefined()
    expect(within(menu).getByRole('menuitem', { name: 'Suspend user' })).toBeDefined()
    fireEvent.keyDown(menu, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())

    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for Grace Hopper' }), {
      key: 'Enter',
    })
    menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'View details' })).toBeDefined()
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull()
  })

  it('confirms a suspension and reports the server refusing it', async () => {
    stubUsersApi({
      patch: () =>
        json(409, {
          error: { code: 'last_admin', message: 'The last admin cannot be demoted or suspended' },
        }),
    })
    renderManager()
    await waitFor(() => expect(rows()).toHaveLength(3))

    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for Ada Lovelace' }), {
      key: 'Enter',
    })
    fireEvent.click(within(await screen.findByRole('menu')).getByText('Suspend user'))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend user?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend user' }))

    await waitFor(() =>
      expect(notificationStore.getState().notifications[0]).toMatchObject({
        type: 'error',
        message: 'The last admin cannot be demoted or suspended',
      }),
    )
  })

  it('invites a user, marking a refused email on its field and any other failure above the form', async () => {
    stubUsersApi()
    const invites = stubApi.post('/api/v1/users/invite', ({ body }) => {
      const { email } = body as { email: string }
      if (email === 'ada@example.com')
        return apiError(409, 'already_exists', 'Taken', [
          { path: 'email', message: 'ada@example.com already has an account' },
        ])
      if (email === 'down@example.com') return apiError(500, 'internal_error', 'Mail is down')
      return apiJson({ data: { ...people[1]!, id: 'u-new', email, status: 'invited' } }, 201)
    })
    renderManager()
    await waitFor(() => expect(rows()).toHaveLength(3))
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' })
    const email = within(dialog).getByRole('textbox', { name: 'Email' })
    const send = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }))

    send()
    // The shared schema checks the form (react-hook-form's resolver) before anything is sent.
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(email)
    expect(invites).toHaveLength(0)

    fireEvent.change(email, { target: { value: 'ada@example.com' } })
    send()
    expect(await within(dialog).findByText('ada@example.com already has an account')).toBeTruthy()
    expect(document.activeElement).toBe(email)

    fireEvent.change(email, { target: { value: 'down@example.com' } })
    send()
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Mail is down')
    expect(email.getAttribute('aria-invalid')).toBeNull()

    fireEvent.change(email, { target: { value: 'new@example.com' } })
    send()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(invites.map((call) => call.body)).toEqual([
      { email: 'ada@example.com', role: 'editor' },
      { email: 'down@example.com', role: 'editor' },
      { email: 'new@example.com', role: 'editor' },
    ])
  })

  it('asks before closing an invitation with something typed, and not once it is typed away', async () => {
    stubUsersApi()
    renderManager()
    await waitFor(() => expect(rows()).toHaveLength(3))
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' })
    const email = within(dialog).getByRole('textbox', { name: 'Email' })
    const question = () => screen.queryByRole('dialog', { name: 'Discard changes?' })

    fireEvent.change(email, { target: { value: 'grace@example.com' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(question()).toBeNull())
    expect((email as HTMLInputElement).value).toBe('grace@example.com')

    // Back where it started: nothing to lose, so Cancel closes at once.
    fireEvent.change(email, { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).toBeNull())
    expect(question()).toBeNull()
  })

  it('marks a name too long for an invitation on its field instead of sending nothing silently', async () => {
    stubUsersApi()
    const invites = stubApi.post('/api/v1/users/invite', apiNotFound)
    renderManager()
    await waitFor(() => expect(rows()).toHaveLength(3))
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), {
      target: { value: 'new@example.com' },
    })
    const name = within(dialog).getByRole('textbox', { name: 'Name (optional)' })
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(name)
    expect(invites).toHaveLength(0)
  })
})
