import { randomUUID } from 'node:crypto'

import type { OneTimeTokenType, UserTable } from '../../db/tables.js'
import { nowIso } from '../../lib/clock.js'
import { withTransaction } from '../../lib/transaction.js'
import type { AuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import {
  confirmSignupEmail,
  emailChangeEmail,
  inviteEmail,
  magicLinkEmail,
  recoveryEmail,
  type RenderedEmail,
} from '../email-templates.js'
import { insertFlowState } from '../repositories/flow-states.repository.js'
import { replaceOneTimeToken } from '../repositories/one-time-tokens.repository.js'
import { updateUser, type UserRow } from '../repositories/users.repository.js'
import { emailLinkRedirect, linkBaseOf } from '../redirects.js'
import type { CodeChallengeMethod } from '../tokens/pkce.js'
import { newLinkToken, newOtpCode, otpCodeHash, sha256Hex } from '../tokens/random-tokens.js'

export type EmailLinkType = 'signup' | 'magiclink' | 'recovery' | 'email_change' | 'invite'

export const tokenTypeOf: Record<EmailLinkType, OneTimeTokenType> = {
  signup: 'confirmation',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
  invite: 'invite',
}

/** The user column that records the last send of each kind (GoTrue's, magic links included). */
const sentAtColumn = {
  signup: 'confirmation_sent_at',
  magiclink: 'recovery_sent_at',
  recovery: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
  invite: 'invited_at',
} as const satisfies Record<EmailLinkType, keyof UserTable>

export interface SendEmailLinkInput {
  user: UserRow
  type: EmailLinkType
  /**
   * The requested `redirect_to`: an allowed URL, or a path opened on this site; none leads to
   * the flow's own page (`emailLinkPages`). Refused otherwise (`validation_failed`).
   */
  redirectTo?: string | null
  pkce?: { challenge: string; method: CodeChallengeMethod } | null
  /** Where to send it; the user's address by default (the new one for an email change). */
  to?: string
  /** What to do within the per-user send interval: answer 429 (default) or skip quietly. */
  whenThrottled?: 'error' | 'skip'
  /** Invites only: who invited, for the greeting. */
  inviter?: string
}

/** Throws `429 over_email_send_rate_limit` while `sentAt` is within the send interval. */
export function assertSendInterval(ctx: AuthContext, sentAt: string | null) {
  const interval = ctx.auth.config.auth.emailSendIntervalSeconds
  if (!sentAt || !interval) return
  const wait = Math.ceil(interval - (Date.now() - new Date(sentAt).getTime()) / 1000)
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
      { retryAfterSeconds: wait },
    )
  }
}

/**
 * Emails a single-use link plus its 6-digit code (both valid 24 hours; only their hashes are
 * stored). With `pkce`, the link's verification ends in `redirect_to?code=…` for
 * exchangeCodeForSession instead of a session in the URL fragment. Stamps the matching
 * `*_sent_at` once the mail is out. Returns false when skipped by the send interval.
 */
export async function sendEmailLink(ctx: AuthContext, input: SendEmailLinkInput): Promise<boolean> {
  const { user, type } = input
  // A refused redirect_to is an error before anything is stored or sent.
  const redirectTo = emailLinkRedirect(ctx, input.redirectTo, type)
  try {
    assertSendInterval(ctx, user[sentAtColumn[type]])
  } catch (error) {
    if (input.whenThrottled === 'skip') return false
    throw error
  }
  const to = (input.to ?? user.email).toLowerCase()
  const token = newLinkToken(Boolean(input.pkce))
  const code = newOtpCode()

  await withTransaction(ctx, async (trx) => {
    const now = nowIso()
    let flowStateId: string | null = null
    if (input.pkce) {
      flowStateId = randomUUID()
      await insertFlowState(trx.db, {
        id: flowStateId,
        user_id: user.id,
        auth_code: randomUUID(),
        code_challenge: input.pkce.challenge,
        code_challenge_method: input.pkce.method,
        authentication_method: type,
        auth_code_issued_at: null,
        created_at: now,
        updated_at: now,
      })
    }
    await replaceOneTimeToken(trx.db, {
      id: randomUUID(),
      user_id: user.id,
      token_type: tokenTypeOf[type],
      token_hash: sha256Hex(token),
      code_hash: otpCodeHash(user.id, code),
      relates_to: to,
      flow_state_id: flowStateId,
      created_at: now,
    })
  })

  const query = new URLSearchParams({ token, type, redirect_to: redirectTo }).toString()
  const link = `${linkBaseOf(ctx)}/auth/v1/verify?${query}`
  const email = renderLinkEmail(type, { link, code, newEmail: to, inviter: input.inviter })
  try {
    await ctx.auth.mailer.send({ to, ...email, kind: type })
  } catch (error) {
    ctx.logger.error({ err: error, userId: user.id, type }, 'sending email failed')
    throw new AuthError(500, 'unexpected_failure', `Error sending ${type.replace('_', ' ')} email`)
  }
  const now = nowIso()
  await updateUser(ctx.db, user.id, { [sentAtColumn[type]]: now, updated_at: now })
  return true
}

function renderLinkEmail(
  type: EmailLinkType,
  input: { link: string; code: string; newEmail: string; inviter?: string | undefined },
): RenderedEmail {
  switch (type) {
    case 'signup':
      return confirmSignupEmail(input)
    case 'magiclink':
      return magicLinkEmail(input)
    case 'recovery':
      return recoveryEmail(input)
    case 'email_change':
      return emailChangeEmail(input)
    case 'invite':
      return inviteEmail(input)
  }
}
