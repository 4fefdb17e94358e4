import type { UpdateUserInput, UserSummary } from '@folio/schema'

import {
  accessOf as accountAccessOf,
  brokenAccessRule,
  accessFor,
  applyAccess,
  hasVerifiedFactor,
  findUserById,
} from '../../../auth/index.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { accountRuleConflict, userNotFound } from '../user-errors.js'
import { toUserSummary } from '../user-summary.js'

/**
 * Changes a user's role and/or status. Suspending signs them out everywhere at once;
 * activating lifts the ban. The last admin can be neither demoted nor suspended, and admins
 * do not change their own role or status (another admin must).
 */
export async function updateUserAccess(
  ctx: OperationContext,
  userId: string,
  input: UpdateUserInput,
): Promise<UserSummary> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const user = await findUserById(trx, userId)
    if (!user || user.deleted_at) throw userNotFound()
    const current = accountAccessOf(user)
    const next = {
      role: input.role ?? current.role,
      suspended: input.status ? input.status === 'suspended' : current.suspended,
    }
    const rule = await brokenAccessRule(trx, { actorId: actor.userId, target: user, next })
    if (rule) throw accountRuleConflict(rule)
    const updated = await applyAccess(trx, user, accessFor(user, next))
    return toUserSummary(updated, await hasVerifiedFactor(trx, user.id))
  })
}
