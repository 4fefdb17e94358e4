import { nowIso } from '../../lib/clock.js'
import { withTransaction } from '../../lib/transaction.js'
import type { AuthContext } from '../auth-context.js'
import { AuthError, validationFailed } from '../auth-error.js'
import { hashPassword, verifyPassword } from '../passwords/password-hash.js'
import { assertPasswordPolicy } from '../passwords/password-policy.js'
import { hasVerifiedFactor } from '../repositories/mfa-factors.repository.js'
import { findUserByEmail, findUserById, updateUser } from '../repositories/users.repository.js'
import { userMetadataOf, type UserJson } from '../serializers/user-json.js'
import type { AmrEntry } from '../tokens/access-token.js'
import { emailLinkRedirect } from '../redirects.js'
import { parseCodeChallenge } from '../tokens/pkce.js'
import type { Authenticated } from './authenticate-access-token.js'
import { normalizeEmail } from './create-user.js'
import { getUserJson } from './get-user-json.js'
import { consumeReauthenticationNonce } from './reauthenticate.js'
import { revokeUserSessions } from './revoke-user-sessions.js'
import { sendEmailLink } from './send-email-link.js'

/** A session this fresh from an email link may set a password without the old one. */
const EMAIL_LINK_GRACE_SECONDS = 3600
const EMAIL_LINK_METHODS = new Set(['otp', 'recovery', 'magiclink', 'invite'])

export interface UpdateCurrentUserInput {
  email?: unknown
  phone?: unknown
  password?: unknown
  currentPassword?: unknown
  nonce?: unknown
  data?: unknown
  appMetadata?: unknown
  codeChallenge?: string | null
  codeChallengeMethod?: string | null
  redirectTo?: string | null
}

/** Shallow merge where a key set to null is removed (GoTrue's user_metadata rule). */
export function mergeMetadata(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}

/**
 * PUT /user: the signed-in user changes their metadata, password or email.
 * - `data` merges into user_metadata; `app_metadata` (role, status) is for admins only.
 * - A password change needs `current_password`, a reauthentication `nonce`, or a session
 *   that an email link (password reset, invite) started within the hour; it then signs out
 *   every other session.
 * - An email change waits for the confirmation link sent to the new address (`new_email`).
 * - With a verified MFA factor, both need an aal2 session.
 */
export async function updateCurrentUser(
  ctx: AuthContext,
  auth: Authenticated,
  input: UpdateCurrentUserInput,
): Promise<UserJson> {
  const { user, session } = auth
  if (input.appMetadata !== undefined && input.appMetadata !== null) {
    throw new AuthError(403, 'not_admin', 'Only an admin can change app_metadata')
  }
  if (input.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled')
  if (input.data !== undefined && (typeof input.data !== 'object' || Array.isArray(input.data))) {
    throw validationFailed('data must be an object')
  }
  const password = typeof input.password === 'string' ? input.password : null
  const newEmail =
    typeof input.email === 'string' && input.email ? normalizeEmail(input.email) : null
  const changesEmail = newEmail !== null && newEmail !== user.email
  if (
    (password !== null || changesEmail) &&
    session.aal === 'aal1' &&
    (await hasVerifiedFactor(ctx.db, user.id))
  ) {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    )
  }

  let passwordHash: string | null = null
  if (password !== null) {
    await assertPasswordPolicy(password)
    await assertMayChangePassword(ctx, auth, input)
    if (user.encrypted_password && (await verifyPassword(user.encrypted_password, password))) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      )
    }
    passwordHash = await hashPassword(password)
  }
  if (changesEmail) {
    const holder = await findUserByEmail(ctx.db, newEmail)
    if (holder && holder.id !== user.id) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
  }
  const pkce = changesEmail
    ? parseCodeChallenge(input.codeChallenge, input.codeChallengeMethod)
    : null
  const autoconfirm = ctx.auth.config.auth.autoconfirm
  // Refused before anything changes: an email change must not wait for a link never sent.
  const redirectTo =
    changesEmail && !autoconfirm ? emailLinkRedirect(ctx, input.redirectTo, 'email_change') : null

  await withTransaction(ctx, async (trx) => {
    const now = nowIso()
    await updateUser(trx.db, user.id, {
      ...(input.data
        ? {
            raw_user_meta_data: JSON.stringify(
              mergeMetadata(userMetadataOf(user), input.data as Record<string, unknown>),
            ),
          }
        : {}),
      ...(passwordHash ? { encrypted_password: passwordHash } : {}),
      // Autoconfirm installations apply an email change at once, as GoTrue does.
      ...(changesEmail ? (autoconfirm ? { email: newEmail } : { email_change: newEmail }) : {}),
      updated_at: now,
    })
    if (passwordHash) await revokeUserSessions(trx, user.id, { except: session.id })
  })

  const fresh = (await findUserById(ctx.db, user.id)) ?? user
  if (changesEmail && !autoconfirm) {
    await sendEmailLink(ctx, {
      user: fresh,
      type: 'email_change',
      to: newEmail,
      redirectTo,
      pkce,
    })
  }
  return getUserJson(ctx, (await findUserById(ctx.db, user.id)) ?? fresh)
}

async function assertMayChangePassword(
  ctx: AuthContext,
  { user, session }: Authenticated,
  input: UpdateCurrentUserInput,
) {
  if (typeof input.currentPassword === 'string' && input.currentPassword) {
    const ok = user.encrypted_password
      ? await verifyPassword(user.encrypted_password, input.currentPassword)
      : false
    if (!ok) throw new AuthError(400, 'invalid_credentials', 'Current password is incorrect')
    return
  }
  if (typeof input.nonce === 'string' && input.nonce) {
    if (!(await consumeReauthenticationNonce(ctx, user.id, input.nonce))) {
      throw new AuthError(
        400,
        'reauthentication_not_valid',
        'Requires reauthentication: the code is invalid or has expired',
      )
    }
    return
  }
  // A recent email-link sign-in (recovery, invite) proves control of the inbox, even when an
  // MFA step-up has since been added on top of it.
  const now = Date.now() / 1000
  const amr = JSON.parse(session.amr) as AmrEntry[]
  const viaFreshLink = amr.some(
    (entry) =>
      EMAIL_LINK_METHODS.has(entry.method) && now - entry.timestamp < EMAIL_LINK_GRACE_SECONDS,
  )
  if (viaFreshLink) return
  throw new AuthError(
    400,
    'reauthentication_needed',
    'Password update requires reauthentication: send current_password or a reauthentication nonce',
  )
}
