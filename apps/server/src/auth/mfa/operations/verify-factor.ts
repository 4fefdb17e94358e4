import { nowIso } from '../../../lib/clock.js'
import { withTransaction } from '../../../lib/transaction.js'
import type { AuthContext } from '../../auth-context.js'
import { AuthError } from '../../auth-error.js'
import { issueSession, type SessionJson } from '../../operations/issue-session.js'
import {
  claimTotpStep,
  consumeChallenge,
  deleteAal1Sessions,
  deleteChallenge,
  deleteUnverifiedFactors,
  findChallenge,
  updateFactor,
} from '../../repositories/mfa-factors.repository.js'
import type { SessionRow } from '../../repositories/sessions.repository.js'
import type { UserRow } from '../../repositories/users.repository.js'
import { verifyTotpCode } from '../totp.js'
import { CHALLENGE_LIFETIME_SECONDS } from './challenge-factor.js'
import { ownFactor } from './own-factor.js'

export interface VerifyFactorInput {
  user: UserRow
  session: SessionRow
  factorId: string
  challengeId: string
  code: string
  ip: string
}

function codeRefused(
  ctx: AuthContext,
  factorId: string,
  userId: string,
  reason: 'wrong' | 'reused',
): AuthError {
  ctx.logger.info({ userId, factorId, reason }, 'mfa verification failed')
  return new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
}

function mismatch(): AuthError {
  return new AuthError(
    422,
    'mfa_ip_address_mismatch',
    'Challenge and verify IP addresses mismatch. Try enrollment again.',
  )
}

/**
 * Answers a challenge with a TOTP code. On success the caller's own session becomes aal2
 * with `totp` in its amr and a rotated refresh token; a factor verified for the first time
 * starts counting, the user's abandoned enrollments go, and their sessions that never passed
 * MFA end (as GoTrue does). A wrong code leaves the challenge open for another try.
 */
export async function verifyFactor(
  ctx: AuthContext,
  input: VerifyFactorInput,
): Promise<SessionJson> {
  const { user, session } = input

  // 1. The challenge must be this factor's, unused, from the same address and still fresh.
  const factor = await ownFactor(ctx.db, user.id, input.factorId)
  const challenge = await findChallenge(ctx.db, input.challengeId)
  if (!challenge || challenge.factor_id !== factor.id) {
    throw new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    )
  }
  if (challenge.verified_at !== null || challenge.ip !== input.ip) throw mismatch()
  const age = Date.now() - new Date(challenge.created_at).getTime()
  if (age > CHALLENGE_LIFETIME_SECONDS * 1000) {
    await deleteChallenge(ctx.db, challenge.id)
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    )
  }

  // 2. The code.
  const secret = ctx.auth.mfaSecrets.open(factor.secret_encrypted)
  const step = await verifyTotpCode(secret, input.code)
  if (step === null) throw codeRefused(ctx, factor.id, user.id, 'wrong')

  // 3. Upgrade the session, all or nothing.
  return withTransaction(ctx, async (trx) => {
    const now = nowIso()
    // A code already used (by any challenge of this factor) is refused like a wrong one; so
    // is an older one. Refused, the transaction rolls back and the challenge stays open.
    if (!(await claimTotpStep(trx.db, factor.id, step))) {
      throw codeRefused(trx, factor.id, user.id, 'reused')
    }
    // Two requests racing with one code: only the first may use the challenge.
    if (!(await consumeChallenge(trx.db, challenge.id, now))) throw mismatch()
    if (factor.status !== 'verified') {
      await updateFactor(trx.db, factor.id, { status: 'verified', updated_at: now })
    }
    await deleteUnverifiedFactors(trx.db, user.id, factor.id)
    const upgraded = await issueSession(trx, {
      user,
      method: 'totp',
      sessionId: session.id,
      aal: 'aal2',
      factorId: factor.id,
    })
    const ended = await deleteAal1Sessions(trx.db, user.id, session.id)
    trx.logger.info(
      { userId: user.id, factorId: factor.id, endedAal1Sessions: ended },
      'mfa challenge verified',
    )
    return upgraded
  })
}
