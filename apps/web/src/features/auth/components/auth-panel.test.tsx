import type { AuthOptions } from '@folio/schema'
import { AuthApiError } from '@supabase/auth-js'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { AuthPanel } from './auth-panel'
import type { AuthMode } from './auth-panel'

import { authClient } from '@/lib/auth-client'
import { getSessionPersistence } from '@/lib/auth-storage'
import { authStore, initialAuthState } from '@/stores/auth'
import { fakeSession, fakeUser } from '@/testing/auth-fixtures'
import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

vi.mock('@/lib/auth-client', () => ({
  authClient: {
    signInWithPassword: vi.fn(),
    signUp: vi.fn(),
    resetPasswordForEmail: vi.fn(),
    signOut: vi.fn(),
  },
  getAccessToken: () => Promise.resolve(null),
}))

// The mocked client's methods are plain vi.fn()s, so taking them off the object is safe.
/* eslint-disable @typescript-eslint/unbound-method */
const signIn = vi.mocked(authClient.signInWithPassword)
const signUp = vi.mocked(authClient.signUp)
const resetPassword = vi.mocked(authClient.resetPasswordForEmail)
/* eslint-enable @typescript-eslint/unbound-method */

const demoOptions: AuthOptions = {
  signupEnabled: true,
  firstUserBecomesAdmin: false,
  emailConfirmation: true,
  mailboxEnabled: true,
  demo: {
    password: 'folio-demo-2025',
    accounts: [
      { email: 'admin@demo.folio', name: 'Demo Admin', role: 'admin' },
      { email: 'editor@demo.folio', name: 'Demo Editor', role: 'editor' },
      { email: 'viewer@demo.folio', name: 'Demo Viewer', role: 'viewer' },
    ],
  },
}

function stubAuthOptions(options: AuthOptions) {
  stubApi.get('/api/v1/auth-options', { data: options })
}

function renderPanel(initial: AuthMode = 'sign-in') {
  let mode = initial
  // rerender keeps renderApp's providers, so the panel keeps its cache across mode changes.
  const view = renderApp(<Panel />)
  function Panel() {
    return (
      <AuthPanel
        mode={mode}
        onModeChange={(next) => {
          mode = next
          view.rerender(<Panel />)
        }}
      />
    )
  }
  return view
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

beforeEach(() => {
  authStore.setState({ ...initialAuthState, isResolved: true })
  stubAuthOptions({ ...demoOptions, demo: null })
})

afterEach(() => {
  vi.clearAllMocks()
})

describe('sign-in form', () => {
  it('requires email and password before calling the auth service', () => {
    renderPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Email is required')).toBeDefined()
    expect(screen.getByText('Password is required')).toBeDefined()

    type('Email', 'not-an-email')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Enter a valid email address')).toBeDefined()
    expect(signIn).not.toHaveBeenCalled()
  })

  it('has an email input and a password with a show/hide toggle', () => {
    renderPanel()
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email')
    const password = screen.getByLabelText('Password')
    expect(password.getAttribute('type')).toBe('password')
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password.getAttribute('type')).toBe('text')
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password.getAttribute('type')).toBe('password')
  })

  it('shows "Invalid email or password" in the red box when the service says no', async () => {
    signIn.mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    })
    renderPanel()
    type('Email', 'ada@example.com')
    type('Password', 'wrong-password')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    const box = await screen.findByRole('alert')
    expect(box.textContent).toBe('Invalid email or password')
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'wrong-password' })
  })

  it('falls back to "Invalid email or password" when the error has no message', async () => {
    signIn.mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthApiError('', 400, undefined),
    })
    renderPanel()
    type('Email', 'ada@example.com')
    type('Password', 'secret123')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password')
  })

  it('keeps the session for this tab only when Remember me is unchecked', async () => {
    signIn.mockResolvedValue({
      data: { user: fakeUser(), session: fakeSession() },
      error: null,
    })
    renderPanel()
    type('Email', 'ada@example.com')
    type('Password', 'secret123')
    fireEvent.click(screen.getByLabelText('Remember me'))
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true))
    expect(getSessionPersistence()).toBe('session')
  })

  it('signs in with one click on a demo account and shows the shared password', async () => {
    stubAuthOptions(demoOptions)
    signIn.mockResolvedValue({ data: { user: fakeUser(), session: fakeSession() }, error: null })
    renderPanel()

    expect(await screen.findByText('Demo Accounts')).toBeDefined()
    expect(screen.getByText('folio-demo-2025')).toBeDefined()
    for (const role of ['Admin', 'Editor', 'Viewer']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${role}`) })).toBeDefined()
    }
    fireEvent.click(screen.getByRole('button', { name: /^Editor/ }))

    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({
        email: 'editor@demo.folio',
        password: 'folio-demo-2025',
      }),
    )
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true))
  })
})

describe('create-account form', () => {
  it('requires a full name and says when the first account becomes the administrator', async () => {
    stubAuthOptions({ ...demoOptions, firstUserBecomesAdmin: true })
    renderPanel('sign-up')
    expect(await screen.findByText(/first account becomes the administrator/)).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByText('Full name is required')).toBeDefined()
    expect(signUp).not.toHaveBeenCalled()
  })

  it('shows "Failed to create account" when sign-up fails without a message', async () => {
    signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthApiError('', 500, undefined),
    })
    renderPanel('sign-up')
    type('Full name', 'Ada Lovelace')
    type('Email', 'ada@example.com')
    type('Password', 'correct-horse-battery')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create account')
  })

  it('sends the full name, then shows Check your email and returns to sign in', async () => {
    signUp.mockResolvedValue({
      data: { user: fakeUser({ id: 'new' }), session: null },
      error: null,
    })
    renderPanel('sign-up')
    type('Full name', ' Ada Lovelace ')
    type('Email', 'ada@example.com')
    type('Password', 'correct-horse-battery')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeDefined()
    expect(screen.getByText('ada@example.com')).toBeDefined()
    expect(screen.getByText(/click the verification link/i)).toBeDefined()
    expect(signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'correct-horse-battery',
      options: {
        data: { full_name: 'Ada Lovelace' },
        emailRedirectTo: '/login',
      },
    })

    fireEvent.click(screen.getByRole('button', { name: 'Return to Sign In' }))
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeDefined()
    expect(authStore.getState().signupSuccess).toBe(false)
  })
})

describe('forgot password', () => {
  it('sends a reset link that lands on /reset-password, wherever the server opens it', async () => {
    resetPassword.mockResolvedValue({ data: {}, error: null })
    renderPanel()
    type('Email', 'ada@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }))

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeDefined()
    expect(resetPassword).toHaveBeenCalledWith('ada@example.com', {
      redirectTo: '/reset-password',
    })
  })
})
