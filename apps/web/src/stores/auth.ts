import type { AuthChangeEvent, Session } from '@supabase/auth-js'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

import { pendingSecondFactor, toAppUser } from '@/lib/session-user'
import type { AppUser } from '@/lib/session-user'

/**
 * Auth state (spec section 3) plus what the screens need around it: whether the first session
 * check finished, the email of a sign-up waiting for confirmation, and a pending second factor.
 */
export interface AuthState {
  user: AppUser | null
  isAuthenticated: boolean
  /** A sign-in or sign-up is in progress (spec: login start sets it). */
  isLoading: boolean
  error: string | null
  signupSuccess: boolean
  /** False until the stored session (or the one in an email link) has been read. */
  isResolved: boolean
  signupEmail: string | null
  /** The password was right, but the account also needs its authenticator code. */
  mfaFactorId: string | null
  /** The session came from a password-recovery link. */
  passwordRecovery: boolean
  /** The user chose Sign out (rather than the session ending): nothing to return to. */
  signedOutByUser: boolean
}

/** The spec's auth events, plus the session arriving from the auth client. */
export interface AuthEvents {
  loginStart: () => void
  loginSuccess: (user: AppUser) => void
  loginFailure: (message: string) => void
  logout: (options?: { byUser?: boolean }) => void
  clearError: () => void
  /** The spec's signup success event: sets the flag (the Check your email screen). */
  signupComplete: (email: string) => void
  /** Leaves the Check your email screen. */
  signupReset: () => void
  /** Any session the auth client reports (or none): signs in, asks for MFA, or logs out. */
  applySession: (session: Session | null) => void
  recoveryStarted: () => void
}

export type AuthStore = AuthState & AuthEvents

export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  error: null,
  signupSuccess: false,
  isResolved: false,
  signupEmail: null,
  mfaFactorId: null,
  passwordRecovery: false,
  signedOutByUser: false,
}

const signedOut = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  isResolved: true,
  mfaFactorId: null,
  passwordRecovery: false,
} satisfies Partial<AuthState>

export function createAuthStore() {
  return createStore<AuthStore>()((set) => ({
    ...initialAuthState,
    loginStart: () => set({ isLoading: true, error: null }),
    loginSuccess: (user) =>
      set({ user, isAuthenticated: true, isLoading: false, isResolved: true, error: null }),
    loginFailure: (message) => set({ error: message, isLoading: false }),
    logout: (options) => set({ ...signedOut, signedOutByUser: options?.byUser ?? false }),
    clearError: () => set({ error: null }),
    signupComplete: (email) => set({ signupSuccess: true, signupEmail: email, isLoading: false }),
    signupReset: () => set({ signupSuccess: false, signupEmail: null, error: null }),
    applySession: (session) => {
      if (!session) {
        set(signedOut)
        return
      }
      const factor = pendingSecondFactor(session)
      if (factor) {
        set({ ...signedOut, mfaFactorId: factor.id })
        return
      }
      set({
        user: toAppUser(session.user),
        isAuthenticated: true,
        isResolved: true,
        mfaFactorId: null,
        signedOutByUser: false,
      })
    },
    recoveryStarted: () => set({ passwordRecovery: true }),
  }))
}

export const authStore = createAuthStore()

export function useAuth<T>(selector: (state: AuthStore) => T): T {
  return useStore(authStore, selector)
}

/**
 * Applies an auth-change event (spec section 4: signed in, signed out, token refreshed, user
 * updated, password recovery, multi-factor verified set the user or log out). `isOwnSession`
 * filters events other tabs broadcast for a session this tab does not hold (a tab signed in
 * without Remember me keeps its session to itself).
 */
export function handleAuthEvent(
  store: ReturnType<typeof createAuthStore>,
  event: AuthChangeEvent,
  session: Session | null,
  isOwnSession: (session: Session) => boolean,
): void {
  const state = store.getState()
  if (event === 'SIGNED_OUT') {
    state.logout({ byUser: state.signedOutByUser })
    return
  }
  if (session && !isOwnSession(session)) {
    if (!state.isResolved) state.applySession(null)
    return
  }
  state.applySession(session)
  if (event === 'PASSWORD_RECOVERY') state.recoveryStarted()
}
