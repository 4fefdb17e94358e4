import { describe, expect, it } from 'vitest'

import { createAuthStore, handleAuthEvent } from './auth'

import { fakeSession, fakeUser, verifiedTotp } from '@/testing/auth-fixtures'

const own = () => true

describe('auth store', () => {
  it('starts unresolved and logged out', () => {
    const store = createAuthStore()
    expect(store.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,
      signupSuccess: false,
      isResolved: false,
    })
  })

  it('follows the spec events: login start, failure, clear error, success, logout', () => {
    const store = createAuthStore()
    store.setState({ error: 'old' })
    store.getState().loginStart()
    expect(store.getState()).toMatchObject({ isLoading: true, error: null })

    store.getState().loginFailure('Invalid email or password')
    expect(store.getState()).toMatchObject({ isLoading: false, error: 'Invalid email or password' })
    store.getState().clearError()
    expect(store.getState().error).toBeNull()

    store.getState().applySession(fakeSession())
    store.getState().loginSuccess(store.getState().user!)
    expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false })

    store.getState().logout()
    expect(store.getState()).toMatchObject({ user: null, isAuthenticated: false, isResolved: true })
  })

  it('sets the signup flag with the email and clears it on return to sign in', () => {
    const store = createAuthStore()
    store.getState().loginStart()
    store.getState().signupComplete('new@example.com')
    expect(store.getState()).toMatchObject({
      signupSuccess: true,
      signupEmail: 'new@example.com',
      isLoading: false,
    })
    store.getState().signupReset()
    expect(store.getState()).toMatchObject({ signupSuccess: false, signupEmail: null })
  })
})

describe('handleAuthEvent', () => {
  it('resolves to signed out when the initial session is empty', () => {
    const store = createAuthStore()
    handleAuthEvent(store, 'INITIAL_SESSION', null, own)
    expect(store.getState()).toMatchObject({ isResolved: true, isAuthenticated: false })
  })

  it('maps the session user: name, role, status, avatar and preferences', () => {
    const store = createAuthStore()
    const user = fakeUser({
      app_metadata: { role: 'admin', status: 'active' },
      user_metadata: { full_name: 'Grace Hopper', avatar_url: '/media/g.png' },
    })
    handleAuthEvent(store, 'SIGNED_IN', fakeSession(user), own)
    expect(store.getState().isAuthenticated).toBe(true)
    expect(store.getState().user).toMatchObject({
      id: 'user-1',
      name: 'Grace Hopper',
      email: 'ada@example.com',
      role: 'admin',
      status: 'active',
      avatarUrl: '/media/g.png',
      signInNotifications: true,
    })
  })

  it('treats an unknown role as viewer and a missing name as the email name', () => {
    const store = createAuthStore()
    const user = fakeUser({ app_metadata: { role: 'root' }, user_metadata: {} })
    handleAuthEvent(store, 'TOKEN_REFRESHED', fakeSession(user), own)
    expect(store.getState().user).toMatchObject({ role: 'viewer', name: 'ada' })
  })

  it('asks for the second factor while the session is only aal1', () => {
    const store = createAuthStore()
    const user = fakeUser({ factors: [verifiedTotp] })
    handleAuthEvent(store, 'SIGNED_IN', fakeSession(user, 'aal1'), own)
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      mfaFactorId: 'factor-1',
      isResolved: true,
    })

    handleAuthEvent(store, 'MFA_CHALLENGE_VERIFIED', fakeSession(user, 'aal2'), own)
    expect(store.getState()).toMatchObject({ isAuthenticated: true, mfaFactorId: null })
  })

  it('logs out on SIGNED_OUT and flags a password recovery', () => {
    const store = createAuthStore()
    handleAuthEvent(store, 'PASSWORD_RECOVERY', fakeSession(), own)
    expect(store.getState()).toMatchObject({ isAuthenticated: true, passwordRecovery: true })
    handleAuthEvent(store, 'SIGNED_OUT', null, own)
    expect(store.getState()).toMatchObject({ isAuthenticated: false, user: null })
  })

  it('ignores sessions another tab broadcast but this tab does not hold', () => {
    const store = createAuthStore()
    handleAuthEvent(store, 'INITIAL_SESSION', null, own)
    handleAuthEvent(store, 'SIGNED_IN', fakeSession(), () => false)
    expect(store.getState().isAuthenticated).toBe(false)
  })
})
