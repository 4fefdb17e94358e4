import { withTransaction } from '../../../lib/transaction.js'
import type { AuthContext } from '../../auth-context.js'
import { AuthError } from '../../auth-error.js'
import { removeFactor } from '../../mfa/operations/unenroll-factor.js'
import { findFactor, listFactors } from '../../repositories/mfa-factors.repository.js'
import { findUserById } from '../../repositories/users.repository.js'
import { toFactorJson, type FactorJson } from '../../serializers/user-json.js'
import { assertAdmin, userNotFound } from '../admin-context.js'

/** GET /admin/users/{id}/factors: every factor of the user, verified or not. */
export async function listUserFactors(ctx: AuthContext, userId: string): Promise<FactorJson[]> {
  assertAdmin(ctx)
  const user = await findUserById(ctx.db, userId)
  if (!user || user.deleted_at) throw userNotFound()
  return (await listFactors(ctx.db, user.id)).map(toFactorJson)
}

/**
 * DELETE /admin/users/{id}/factors/{factorId}: how an admin helps a user who lost their
 * authenticator. Sessions verified with the factor drop to aal1. Returns the deleted factor.
 */
export async function deleteUserFactor(
  ctx: AuthContext,
  userId: string,
  factorId: string,
): Promise<FactorJson> {
  const actor = assertAdmin(ctx)
  return withTransaction(ctx, async (trx) => {
    const user = await findUserById(trx.db, userId)
    if (!user || user.deleted_at) throw userNotFound()
    const factor = await findFactor(trx.db, factorId)
    if (!factor || factor.user_id !== user.id) {
      throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
    }
    await removeFactor(trx.db, factor.id)
    trx.logger.info({ userId, factorId, by: actor.userId }, 'mfa factor deleted by admin')
    return toFactorJson(factor)
  })
}
