import { randomUUID } from 'node:crypto'

import { nowIso } from '../../lib/clock.js'
import type { AuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import { reauthenticationEmail } from '../email-templates.js'
import {
  consumeOneTimeToken,
  findTokenByCode,
  replaceOneTimeToken,
} from '../repositories/one-time-tokens.repository.js'
import { updateUser, type UserRow } from '../repositories/users.repository.js'
import { newLinkToken, newOtpCode, otpCodeHash, sha256Hex } from '../tokens/random-tokens.js'
import { EMAIL_TOKEN_LIFETIME_SECONDS } from './apply-email-token.js'
import { assertSendInterval } from './send-email-link.js'

/**
 * GET /reauthenticate: emails the signed-in user a 6-digit code that PUT /user accepts as
 * `nonce` for a password change.
 */
export async function reauthenticate(ctx: AuthContext, user: UserRow): Promise<void> {
  if (!user.email_confirmed_at) {
    throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.')
  }
  assertSendInterval(ctx, user.reauthentication_sent_at)
  const code = newOtpCode()
  const now = nowIso()
  await replaceOneTimeToken(ctx.db, {
    id: randomUUID(),
    user_id: user.id,
    token_type: 'reauthentication',
    // Code only: the link half is a random value nobody receives.
    token_hash: sha256Hex(newLinkToken(false)),
    code_hash: otpCodeHash(user.id, code),
    relates_to: user.email,
    flow_state_id: null,
    created_at: now,
  })
  await ctx.auth.mailer.send({
    to: user.email,
    ...reauthenticationEmail({ code }),
    kind: 'reauthentication',
  })
  await updateUser(ctx.db, user.id, { reauthentication_sent_at: now })
}

/** Uses up a reauthentication code; false when it is wrong, used or expired. */
export async function consumeReauthenticationNonce(
  ctx: AuthContext,
  userId: string,
  nonce: string,
): Promise<boolean> {
  const token = await findTokenByCode(ctx.db, userId, otpCodeHash(userId, nonce), [
    'reauthentication',
  ])
  if (!token) return false
  const fresh =
    Date.now() <= new Date(token.created_at).getTime() + EMAIL_TOKEN_LIFETIME_SECONDS * 1000
  return (await consumeOneTimeToken(ctx.db, token.id)) && fresh
}
