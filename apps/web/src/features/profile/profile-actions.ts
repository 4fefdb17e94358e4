import { emailLinkPages } from '@folio/schema'
import type { UserAttributes } from '@supabase/auth-js'

import { authClient } from '@/lib/auth-client'
import { authErrorCode, authErrorMessage } from '@/lib/auth-errors'

/** A failed account change, with the auth service's code for the screens that branch on it. */
export class AccountError extends Error {
  readonly code: string | undefined
  constructor(message: string, code: string | undefined) {
    super(message)
    this.name = 'AccountError'
    this.code = code
  }
}

/** `updateUser`; the auth client then reports USER_UPDATED and the app shows the new values. */
export async function updateAccount(
  attributes: UserAttributes,
  fallback: string,
  options?: { emailRedirectTo?: string },
): Promise<void> {
  const { error } = await authClient.updateUser(attributes, options)
  if (error) throw new AccountError(authErrorMessage(error, fallback), authErrorCode(error))
}

export const updateName = (fullName: string) =>
  updateAccount({ data: { full_name: fullName } }, 'Could not save your name.')

export const setSignInNotifications = (enabled: boolean) =>
  updateAccount({ data: { sign_in_notifications: enabled } }, 'Could not save your preference.')

export const removeAvatar = () =>
  updateAccount({ data: { avatar_url: null } }, 'Could not remove your picture.')

/**
 * Asks for an email change; confirmation links go to the old and the new address. The page is
 * a path: the server opens it on this address when it may, on the site's address otherwise.
 */
export const changeEmail = (email: string) =>
  updateAccount({ email }, 'Could not change your email.', {
    emailRedirectTo: emailLinkPages.email_change,
  })

/** Changes the password, proving the current one (or an emailed code when the server asks). */
export const changePassword = (input: {
  password: string
  currentPassword: string
  nonce?: string
}) =>
  updateAccount(
    {
      password: input.password,
      current_password: input.currentPassword,
      ...(input.nonce ? { nonce: input.nonce } : {}),
    },
    'Could not change your password.',
  )

/** Emails a one-time code that confirms a sensitive change. */
export async function sendReauthenticationCode(): Promise<void> {
  const { error } = await authClient.reauthenticate()
  if (error)
    throw new AccountError(
      authErrorMessage(error, 'Could not send the code.'),
      authErrorCode(error),
    )
}

/** After the server stored a new picture: fetch the updated user into the session. */
export async function reloadUser(): Promise<void> {
  await authClient.refreshSession()
}

/** Signs out every other device; this one stays signed in. */
export async function signOutOtherSessions(): Promise<void> {
  const { error } = await authClient.signOut({ scope: 'others' })
  if (error) throw new Error(authErrorMessage(error, 'Could not sign out the other sessions.'))
}
