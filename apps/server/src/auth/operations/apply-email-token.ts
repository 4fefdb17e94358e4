import type { OneTimeTokenType } from '../../db/tables.js'
import { nowIso } from '../../lib/clock.js'
import { withTransaction } from '../../lib/transaction.js'
import type { AuthContext } from '../auth-context.js'
import { AuthError, otpExpired } from '../auth-error.js'
import {
  consumeOneTimeToken,
  type OneTimeTokenRow,
} from '../repositories/one-time-tokens.repository.js'
import {
  findUserByEmail,
  findUserById,
  listIdentities,
  updateIdentity,
  updateUser,
  type UserRow,
} from '../repositories/users.repository.js'
import { isUserBanned } from '../serializers/user-json.js'
import { sendWelcomeEmail } from './send-notices.js'

/** Email links and codes work this long, and once. */
export const EMAIL_TOKEN_LIFETIME_SECONDS = 86_400

/** The verify `type`s of the protocol and the stored token types each accepts. */
export const verifyTypes: Record<string, OneTimeTokenType[]> = {
  signup: ['confirmation'],
  invite: ['invite'],
  magiclink: ['magiclink', 'confirmation'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  // GoTrue's `email` covers the signup confirmation and the magic link.
  email: ['confirmation', 'magiclink'],
}

/**
 * Uses up a verified email token and applies what it proves: the address is confirmed (any
 * type), or the pending email change takes effect. Expired, used and banned cases throw the
 * protocol's 403s. Returns the updated user and the PKCE flow the token belongs to, if any.
 */
export async function applyEmailToken(
  ctx: AuthContext,
  token: OneTimeTokenRow,
): Promise<{ user: UserRow; flowStateId: string | null }> {
  if (Date.now() > new Date(token.created_at).getTime() + EMAIL_TOKEN_LIFETIME_SECONDS * 1000) {
    throw otpExpired()
  }
  const { user, firstConfirmation } = await withTransaction(ctx, async (trx) => {
    if (!(await consumeOneTimeToken(trx.db, token.id))) throw otpExpired()
    const user = await findUserById(trx.db, token.user_id)
    if (!user || user.deleted_at) throw otpExpired()
    if (isUserBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned')

    const now = nowIso()
    const firstConfirmation = user.email_confirmed_at === null
    let email = user.email
    if (token.token_type === 'email_change') {
      email = token.relates_to
      const holder = await findUserByEmail(trx.db, email)
      if (holder && holder.id !== user.id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
    }
    const changes = {
      email,
      email_confirmed_at: user.email_confirmed_at ?? now,
      ...(token.token_type === 'email_change'
        ? { email_change: null, email_change_sent_at: null }
        : {}),
      updated_at: now,
    }
    await updateUser(trx.db, user.id, changes)
    if (firstConfirmation || email !== user.email)
      await markIdentityVerified(trx, user.id, email, now)
    return { user: { ...user, ...changes }, firstConfirmation }
  })
  if (firstConfirmation) sendWelcomeEmail(ctx, user)
  return { user, flowStateId: token.flow_state_id }
}

async function markIdentityVerified(ctx: AuthContext, userId: string, email: string, now: string) {
  for (const identity of await listIdentities(ctx.db, userId)) {
    if (identity.provider !== 'email') continue
    const data = { ...(JSON.parse(identity.identity_data) as object), email, email_verified: true }
    await updateIdentity(ctx.db, identity.id, {
      identity_data: JSON.stringify(data),
      email,
      updated_at: now,
    })
  }
}
