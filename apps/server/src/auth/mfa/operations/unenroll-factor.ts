import type { Kysely } from 'kysely'

import type { Database } from '../../../db/tables.js'
import { nowIso } from '../../../lib/clock.js'
import { withTransaction } from '../../../lib/transaction.js'
import type { AuthContext } from '../../auth-context.js'
import { AuthError } from '../../auth-error.js'
import { deleteFactor, downgradeFactorSessions } from '../../repositories/mfa-factors.repository.js'
import type { SessionRow } from '../../repositories/sessions.repository.js'
import type { UserRow } from '../../repositories/users.repository.js'
import { ownFactor } from './own-factor.js'

/** Deletes a factor; sessions that reached aal2 with it drop back to aal1. */
export async function removeFactor(db: Kysely<Database>, factorId: string) {
  await downgradeFactorSessions(db, factorId, nowIso())
  await deleteFactor(db, factorId)
}

/**
 * Removes one of the user's factors. A verified one needs an aal2 session: otherwise a
 * stolen password alone could switch MFA off.
 */
export async function unenrollFactor(
  ctx: AuthContext,
  input: { user: UserRow; session: SessionRow; factorId: string },
): Promise<{ id: string }> {
  return withTransaction(ctx, async (trx) => {
    const factor = await ownFactor(trx.db, input.user.id, input.factorId)
    if (factor.status === 'verified' && input.session.aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await removeFactor(trx.db, factor.id)
    trx.logger.info({ userId: input.user.id, factorId: factor.id }, 'mfa factor unenrolled')
    return { id: factor.id }
  })
}
