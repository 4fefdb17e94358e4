import { randomUUID } from 'node:crypto'

import { withTransaction } from '../../../lib/transaction.js'
import type { AuthContext } from '../../auth-context.js'
import { insertChallenge, updateFactor } from '../../repositories/mfa-factors.repository.js'
import type { UserRow } from '../../repositories/users.repository.js'
import { ownFactor } from './own-factor.js'

/** How long a challenge can be answered (GoTrue's MFA_CHALLENGE_EXPIRY_DURATION). */
export const CHALLENGE_LIFETIME_SECONDS = 300

export interface ChallengeJson {
  id: string
  type: 'totp'
  expires_at: number
}

/**
 * Opens a challenge for one of the user's factors: the id a code is verified against within
 * five minutes, from the same IP address.
 */
export async function challengeFactor(
  ctx: AuthContext,
  input: { user: UserRow; factorId: string; ip: string },
): Promise<ChallengeJson> {
  return withTransaction(ctx, async (trx) => {
    const factor = await ownFactor(trx.db, input.user.id, input.factorId)
    const createdAt = new Date()
    const now = createdAt.toISOString()
    const id = randomUUID()
    await insertChallenge(trx.db, {
      id,
      factor_id: factor.id,
      ip: input.ip,
      created_at: now,
      verified_at: null,
    })
    await updateFactor(trx.db, factor.id, { last_challenged_at: now })
    return {
      id,
      type: factor.factor_type,
      expires_at: Math.floor(createdAt.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS,
    }
  })
}
