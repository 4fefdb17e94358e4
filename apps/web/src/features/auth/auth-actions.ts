import { emailLinkPages } from '@folio/schema'
import type { Session } from '@supabase/auth-js'

import { authClient } from '@/lib/auth-client'
import { authErrorMessage, authFallbacks } from '@/lib/auth-errors'
import { setSessionPersistence } from '@/lib/auth-storage'
import { authStore } from '@/stores/auth'

export interface LoginInput {
  email: string
  password: string
  /** Remember me: keep the session across browser restarts (localStorage) or this tab only. */
  remember: boolean
}

/**
 * Signs in with email and password. Failures are stored in the auth state (the red box on the
 * login page) and rethrown. When the account has an authenticator app, resolves with `mfa`:
 * the login page then asks for the code.
 */
export async function login({
  email,
  password,
  remember,
}: LoginInput): Promise<'signed-in' | 'mfa'> {
  const events = authStore.getState()
  events.loginStart()
  setSessionPersistence(remember ? 'local' : 'session')

  const { data, error } = await authClient.signInWithPassword({ email, password })
  if (error) {
    events.loginFailure(authErrorMessage(error, authFallbacks.login))
    throw error
  }
  if (!data.user) {
    events.loginFailure(authFallbacks.noUser)
    throw new Error(authFallbacks.noUser)
  }
  return finishSignIn(data.session)
}

/** Applies a new session and ends the loading state: signed in, or waiting for the code. */
function finishSignIn(session: Session | null): 'signed-in' | 'mfa' {
  const events = authStore.getState()
  events.applySession(session)
  const { user, mfaFactorId } = authStore.getState()
  if (user && !mfaFactorId) {
    events.loginSuccess(user)
    return 'signed-in'
  }
  authStore.setState({ isLoading: false })
  return 'mfa'
}

/** Second sign-in step: checks the 6-digit code of the pending factor. */
export async function verifySignInCode(code: string): Promise<void> {
  const { mfaFactorId, loginStart, loginFailure } = authStore.getState()
  if (!mfaFactorId) return
  loginStart()
  const { error } = await authClient.mfa.challengeAndVerify({ factorId: mfaFactorId, code })
  if (error) {
    loginFailure(authErrorMessage(error, 'That code is not correct.'))
    throw error
  }
  // The verified session (aal2) is stored by now.
  const { data } = await authClient.getSession()
  finishSignIn(data.session)
}

/** Leaves the code step: forgets the half-finished sign-in. */
export async function cancelSignInCode(): Promise<void> {
  await logout()
}

export interface SignupInput {
  email: string
  password: string
  fullName: string
}

/**
 * Creates an account. With email confirmation on, the auth state flags `signupSuccess` (the
 * Check your email screen); without it, the new account is signed in at once.
 */
export async function signup({ email, password, fullName }: SignupInput): Promise<void> {
  const events = authStore.getState()
  events.loginStart()
  setSessionPersistence('local')
  const { data, error } = await authClient.signUp({
    email,
    password,
    options: { data: { full_name: fullName }, emailRedirectTo: emailLinkPages.signup },
  })
  if (error) {
    events.loginFailure(authErrorMessage(error, authFallbacks.signup))
    throw error
  }
  if (data.session) {
    finishSignIn(data.session)
    return
  }
  events.signupComplete(email)
}

/**
 * Signs this browser out; the user is logged out locally even when the server call fails.
 * Only this session ends (scope `local`, not the client's default `global`): demo accounts are
 * shared by many visitors at once, and one signing out must not end everyone's session. The
 * profile page's "Sign out other sessions" ends the rest on purpose.
 * `byUser` (the Sign out menu item) means the next sign-in starts at the dashboard rather than
 * at the page the user left.
 */
export async function logout({ byUser = false }: { byUser?: boolean } = {}): Promise<void> {
  try {
    const { error } = await authClient.signOut({ scope: 'local' })
    if (error) console.error('Sign-out failed', error)
  } catch (error) {
    console.error('Sign-out failed', error)
  } finally {
    authStore.getState().logout({ byUser })
  }
}

/**
 * Emails a password-reset link that lands on the reset form. Email links name their page as a
 * path: the server opens it on this address when the installation allows it, on the site's
 * address (SITE_URL) otherwise, so the form is never lost to a refused address.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await authClient.resetPasswordForEmail(email, {
    redirectTo: emailLinkPages.recovery,
  })
  if (error) throw new Error(authErrorMessage(error, 'Could not send the reset email.'))
}

/** Sets a new password for the signed-in (recovery) session. */
export async function setNewPassword(password: string): Promise<void> {
  const { error } = await authClient.updateUser({ password })
  if (error) throw new Error(authErrorMessage(error, 'Could not update your password.'))
  authStore.setState({ passwordRecovery: false })
}
