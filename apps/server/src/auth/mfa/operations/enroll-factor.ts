import { randomUUID } from 'node:crypto'

import { nowIso } from '../../../lib/clock.js'
import { withTransaction } from '../../../lib/transaction.js'
import type { AuthContext } from '../../auth-context.js'
import { AuthError } from '../../auth-error.js'
import { insertFactor, listFactors } from '../../repositories/mfa-factors.repository.js'
import type { SessionRow } from '../../repositories/sessions.repository.js'
import type { UserRow } from '../../repositories/users.repository.js'
import { createTotpEnrollment } from '../totp.js'

/** GoTrue's default MFA_MAX_ENROLLED_FACTORS: enough for every device, few enough to list. */
export const MAX_ENROLLED_FACTORS = 10

/** Shown in authenticator apps above the account's email when the client names no issuer. */
const DEFAULT_ISSUER = 'Folio'

export interface EnrollFactorInput {
  user: UserRow
  session: SessionRow
  friendlyName?: string | undefined
  issuer?: string | undefined
}

export interface EnrolledFactorJson {
  id: string
  type: 'totp'
  friendly_name: string
  totp: { qr_code: string; secret: string; uri: string }
}

/**
 * Starts a TOTP enrollment: a new unverified factor whose secret (sealed at rest) is shown
 * once, as text, URI and QR code. It counts only after POST /factors/{id}/verify.
 * Adding a factor to an account that already has MFA needs an aal2 session, or a stolen
 * password would be enough to add the thief's authenticator.
 */
export async function enrollFactor(
  ctx: AuthContext,
  input: EnrollFactorInput,
): Promise<EnrolledFactorJson> {
  const { user, session } = input
  const friendlyName = input.friendlyName?.trim() ?? ''
  const issuer = input.issuer?.trim() || DEFAULT_ISSUER
  const enrollment = await createTotpEnrollment(issuer, user.email)

  const id = await withTransaction(ctx, async (trx) => {
    const factors = await listFactors(trx.db, user.id)
    if (factors.length >= MAX_ENROLLED_FACTORS) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of enrolled factors reached, unenroll to continue',
      )
    }
    if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
    }
    if (factors.some((f) => f.friendly_name === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      )
    }
    const now = nowIso()
    const factorId = randomUUID()
    await insertFactor(trx.db, {
      id: factorId,
      user_id: user.id,
      friendly_name: friendlyName,
      factor_type: 'totp',
      status: 'unverified',
      secret_encrypted: ctx.auth.mfaSecrets.seal(enrollment.secret),
      created_at: now,
      updated_at: now,
      last_challenged_at: null,
    })
    return factorId
  })
  ctx.logger.info({ userId: user.id, factorId: id }, 'mfa factor enrolled')

  return {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: enrollment.qrCode, secret: enrollment.secret, uri: enrollment.uri },
  }
}
